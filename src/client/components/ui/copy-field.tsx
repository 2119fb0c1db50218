import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { areaClass, inputClass, labelClass } from './form-styles';

/**
 * A read-only value with a Copy button; without clipboard access the text is selected instead.
 * `multiline` keeps line breaks (a command to paste into a terminal).
 */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      field.current?.select();
    }
  }

  const common = {
    id,
    ref: field,
    readOnly: true,
    value,
    onFocus: (event: { target: { select(): void } }) => event.target.select(),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={multiline ? 'flex flex-col items-start gap-2' : 'flex gap-2'}>
        {multiline ? (
          <textarea
            {...common}
            rows={Math.min(8, value.split('\n').length + 1)}
            className={`${areaClass} font-mono text-sm`}
          />
        ) : (
          <input {...common} className={`${inputClass} min-w-0 font-mono text-sm`} />
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
