import { useId } from 'react';
import { errorClass, hintClass, labelClass } from '@client/components/ui/form-styles';

/** A real file input (keyboard, screen reader and test friendly) with its hint and error. */
export function FileField({
  label,
  accept,
  hint,
  error,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  hint: string;
  error?: string | undefined;
  disabled?: boolean;
  onFile(file: File | null): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        className="min-h-11 w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
      />
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
