import { MOOD_LEVELS, moodLabel } from '@core/pain-scale';
import { Slider } from '@client/components/ui/slider';
import { JournalSection } from './journal-section';

/** "How's your mood?" on a 1-5 scale with the level's name. */
export function MoodSection({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <JournalSection id="mood-heading" title="How's your mood?">
      <p className="text-lg font-medium text-slate-800" aria-live="polite">
        {value} – {moodLabel(value)}
      </p>
      <Slider
        value={value}
        onValueChange={onChange}
        min={1}
        max={5}
        label="Mood"
        valueText={`${value}, ${moodLabel(value)}`}
      />
      <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{MOOD_LEVELS[1]}</span>
        <span>{MOOD_LEVELS[5]}</span>
      </div>
    </JournalSection>
  );
}
