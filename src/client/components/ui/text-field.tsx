import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { errorClass, hintClass, inputClass, labelClass } from './form-styles';

/** What a control needs to be named by its label and read with its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The label, hint and error around a control, as every labelled field shows them. */
export interface LabelledProps {
  label: string;
  /** Read after the label but not shown, to tell apart rows that share a visible label. */
  labelSuffix?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  /** Added to the wrapper's classes. */
  className?: string | undefined;
}

/**
 * A labelled control of any kind (input, select, textarea): the label names it, and the hint
 * and the schema's error sit under it and are read with it.
 */
export function LabelledField({
  label,
  labelSuffix,
  error,
  hint,
  optional = false,
  className,
  children,
}: LabelledProps & { children(props: ControlProps): ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
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

/** A labelled input whose error (from the zod schema) sits under it and is read with it. */
export function TextField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
  placeholder,
  ...labelled
}: Omit<LabelledProps, 'hint'> & {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <LabelledField hint={hint} {...labelled}>
      {(props) => (
        <input
          {...props}
          type={type}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </LabelledField>
  );
}
