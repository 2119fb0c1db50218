import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { addUnique } from './journal-form-state';

/**
 * A list of short words: Enter or the plus button adds what was typed (trimmed, no empties, no
 * duplicates), clicking a chosen item removes it, and suggestions toggle on and off.
 */
export function ChipListInput({
  label,
  items,
  onChange,
  suggestions = [],
  placeholder,
  maxItems,
  maxLength,
}: {
  label: string;
  items: string[];
  onChange(next: string[]): void;
  suggestions?: readonly string[];
  placeholder: string;
  maxItems: number;
  maxLength: number;
}) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    onChange(addUnique(items, draft, maxItems));
    setDraft('');
  };
  const unchosen = suggestions.filter(
    (s) => !items.some((item) => item.toLowerCase() === s.toLowerCase()),
  );

  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {items.map((item) => (
            <li key={item}>
              <button
                type="button"
                onClick={() => onChange(items.filter((other) => other !== item))}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover"
                aria-label={`Remove ${item}`}
              >
                {item}
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {unchosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Suggested ${label.toLowerCase()}`}>
          {unchosen.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => onChange(addUnique(items, suggestion, maxItems))}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:border-primary hover:text-primary',
                )}
              >
                <Plus aria-hidden="true" className="size-4" />
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {`Add ${label.toLowerCase()}`}
        </label>
        <input
          id={inputId}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base"
        />
        <Button
          variant="outline"
          size="icon"
          onClick={add}
          aria-label={`Add ${label.toLowerCase()}`}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </div>
  );
}
