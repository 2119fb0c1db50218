import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { areaClass, hintClass, inputClass } from '@client/components/ui/form-styles';
import {
  LabelledField,
  TextField,
  type ControlProps,
  type LabelledProps,
} from '@client/components/ui/text-field';
import { cn } from '@client/lib/cn';

export type { ControlProps };

// The study form's fields sit in grid cells: min-w-0 lets them shrink to the cell.
const cell = (className: string | undefined) => cn('min-w-0', className);

/** The shared labelled field (label, hidden suffix, hint, error), shrinking to its grid cell. */
export function Field({
  className,
  ...props
}: LabelledProps & { children(props: ControlProps): ReactNode }) {
  return <LabelledField {...props} className={cell(className)} />;
}

/** The shared text field (text, email, phone), shrinking to its grid cell. */
export function TextInput({ className, ...props }: Parameters<typeof TextField>[0]) {
  return <TextField {...props} className={cell(className)} />;
}

type Native<A> = Omit<A, 'id' | 'value' | 'onChange' | 'className' | 'children'>;

/** A control's text and its change, as the caller gives them. */
interface Bound {
  value: string;
  onChange(value: string): void;
}

/** What a bound control gets: its naming props, its own attributes, its value and change. */
type BoundControl<A> = ControlProps &
  A & { value: string; onChange(event: { target: { value: string } }): void };

/** A labelled field whose control gets every prop that is not the label's. */
function boundField<A extends object>(
  {
    label,
    labelSuffix,
    error,
    hint,
    optional,
    className,
    value,
    onChange,
    ...attributes
  }: LabelledProps & Bound & A,
  control: (props: BoundControl<A>) => ReactNode,
) {
  return (
    <Field {...{ label, labelSuffix, error, hint, optional, className }}>
      {(props) =>
        control({
          ...props,
          ...(attributes as unknown as A),
          value,
          onChange: (event) => onChange(event.target.value),
        })
      }
    </Field>
  );
}

/** A labelled input of any type (date, number…) passing its other attributes on. */
export function InputField(
  props: LabelledProps & Bound & Native<InputHTMLAttributes<HTMLInputElement>>,
) {
  return boundField(props, (control) => <input {...control} className={inputClass} />);
}

/** A labelled textarea passing its other attributes on. */
export function AreaField(
  props: LabelledProps & Bound & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  return boundField(props, (control) => <textarea {...control} className={areaClass} />);
}

/** A whole number of at least one (a count of days, entries or people). */
export function CountField(props: Parameters<typeof InputField>[0]) {
  return <InputField type="number" inputMode="numeric" min={1} step={1} {...props} />;
}

/** A labelled select over a fixed list of options, each shown by its label. */
export function SelectField<T extends string>({
  options,
  labels,
  isDisabled,
  selectClassName,
  value,
  onChange,
  ...labelled
}: LabelledProps &
  Bound & {
    options: readonly T[];
    labels: Record<T, string>;
    isDisabled?(option: T): boolean;
    selectClassName?: string;
  }) {
  return (
    <Field {...labelled}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClass, selectClassName)}
        >
          {options.map((option) => (
            <option key={option} value={option} disabled={isDisabled?.(option)}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
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
