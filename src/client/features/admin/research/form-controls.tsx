import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from '@client/components/ui/form-styles';
import { cn } from '@client/lib/cn';

/** What a control needs to be named by its label and read with its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control of any kind (input, select, textarea): the label names it, and the hint
 * and the schema's error sit under it and are read with it.
 */
export function Field({
  label,
  labelSuffix,
  error,
  hint,
  optional = false,
  className,
  children,
}: {
  label: string;
  /** Read after the label but not shown, to tell apart rows that share a visible label. */
  labelSuffix?: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children(props: ControlProps): ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {labelSuffix ? <span className="sr-only"> {labelSuffix}</span> : null}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label beside it; the whole row is the 44px tap target. */
export function CheckboxRow({
  label,
  labelSuffix,
  checked,
  onChange,
  className,
}: {
  label: string;
  labelSuffix?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <label className={cn('flex min-h-11 items-center gap-3 text-base text-slate-800', className)}>
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {labelSuffix ? <span className="sr-only"> {labelSuffix}</span> : null}
      </span>
    </label>
  );
}

/** A group of fields under a heading-like legend. */
export function Section({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-2xl bg-slate-50 p-3 sm:p-4">
      <legend className="float-left mb-3 w-full text-lg font-semibold text-slate-900">
        {legend}
      </legend>
      <div className="clear-left flex flex-col gap-4">
        {description ? <p className={cn(hintClass, '-mt-2')}>{description}</p> : null}
        {children}
      </div>
    </fieldset>
  );
}
