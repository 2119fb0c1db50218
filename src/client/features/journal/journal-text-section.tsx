import { Camera, Mic } from 'lucide-react';
import { JOURNAL_TEXT_MAX } from '@core/journal-limits';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { JournalSection } from './journal-section';

/** The free-text journal, with the voice-note and photo buttons the spec names. */
export function JournalTextSection({
  value,
  onChange,
}: {
  value: string;
  onChange(value: string): void;
}) {
  return (
    <JournalSection
      id="journal-text-heading"
      title="Daily Journal"
      action={
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Record a voice note"
            onClick={() =>
              toast({ title: 'Voice notes', description: 'Voice recording feature coming soon!' })
            }
          >
            <Mic aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Attach a photo"
            onClick={() =>
              toast({
                title: 'Photo attachments',
                description: 'Photo upload feature coming soon!',
              })
            }
          >
            <Camera aria-hidden="true" className="size-5" />
          </Button>
        </div>
      }
    >
      <label htmlFor="journal-text" className="sr-only">
        Daily Journal
      </label>
      <textarea
        id="journal-text"
        value={value}
        maxLength={JOURNAL_TEXT_MAX}
        rows={6}
        placeholder="How are you feeling today? What helped, what made things harder?"
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base leading-relaxed"
      />
    </JournalSection>
  );
}
