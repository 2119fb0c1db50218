import { NOTE_TEXT_MAX } from '@core/journal-limits';
import { Button } from '@client/components/ui/button';
import { JournalSection } from './journal-section';

/** The Reflection Prompt: the response box appears only after the toggle is pressed. */
export function ReflectionSection({
  prompt,
  open,
  onOpenChange,
  value,
  onChange,
}: {
  prompt: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <JournalSection id="reflection-heading" title="Reflection Prompt" className="bg-primary-soft">
      <p className="text-lg text-slate-800">{prompt}</p>
      <Button
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls="reflection-response"
        onClick={() => onOpenChange(!open)}
      >
        {open ? 'Hide response' : 'Write a response'}
      </Button>
      {open ? (
        <div id="reflection-response" className="flex flex-col gap-2">
          <label htmlFor="reflection-text" className="font-medium text-slate-800">
            Your response
          </label>
          <textarea
            id="reflection-text"
            value={value}
            maxLength={NOTE_TEXT_MAX}
            rows={4}
            onChange={(event) => onChange(event.target.value)}
            className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base"
          />
        </div>
      ) : null}
    </JournalSection>
  );
}
