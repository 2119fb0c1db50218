import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { hintClass, inputClass, labelClass } from '@client/components/ui/form-styles';
import { toast } from '@client/lib/toast';

/** The new calendar address, read-only, with Copy; shown only right after it is made. */
export function CalendarLinkField({ url }: { url: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      // No clipboard (a page served over plain http, or refused): select it for the keyboard.
      field.current?.select();
      toast({
        title: 'The link could not be copied',
        description: 'It is selected: copy it with your keyboard or the menu.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        Calendar link
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${inputClass} min-w-0 font-mono text-sm`}
        />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
      <p className={hintClass}>
        Keep this link private: anyone with it can see your medication schedule.
      </p>
    </div>
  );
}
