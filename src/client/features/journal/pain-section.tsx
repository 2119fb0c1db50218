import {
  PAIN_MAX,
  painBand,
  painDescriptor,
  SEVERE_PAIN_MIN,
  severityRange,
} from '@core/pain-scale';
import { PainScaleEnds } from '@client/components/ui/pain-scale-ends';
import { Slider } from '@client/components/ui/slider';
import { cn } from '@client/lib/cn';
import { painColorClasses } from '@client/lib/pain-colors';
import { JournalSection } from './journal-section';

/** The four faces follow the pain scale: mild, moderate, severe (7), and beyond it. */
const FACES = [
  { emoji: '😊', upTo: severityRange('mild').max, label: 'little or no pain' },
  { emoji: '😐', upTo: severityRange('moderate').max, label: 'moderate pain' },
  { emoji: '😣', upTo: painBand(SEVERE_PAIN_MIN).max, label: 'severe pain' },
  { emoji: '😫', upTo: PAIN_MAX, label: 'very severe pain' },
] as const;

/** The 0-10 pain slider with four faces and the descriptor line. */
export function PainSection({ value, onChange }: { value: number; onChange(value: number): void }) {
  const activeFace = FACES.findIndex((face) => value <= face.upTo);
  return (
    <JournalSection id="pain-heading" title="Pain level">
      <div className="flex items-baseline gap-3" aria-live="polite">
        <span className={cn('text-5xl font-bold tabular-nums', painColorClasses(value).text)}>
          {value}
        </span>
        <span className="text-lg text-slate-700">
          <span className="sr-only">out of 10, </span>
          {painDescriptor(value)}
        </span>
      </div>
      <Slider
        value={value}
        onValueChange={onChange}
        min={0}
        max={10}
        label="Pain level"
        valueText={`${value}, ${painDescriptor(value)}`}
      />
      <div className="flex justify-between px-1" aria-hidden="true">
        {FACES.map((face, index) => (
          <span
            key={face.emoji}
            title={face.label}
            className={cn(
              'text-3xl transition-opacity',
              index === activeFace ? 'opacity-100' : 'opacity-35',
            )}
          >
            {face.emoji}
          </span>
        ))}
      </div>
      <PainScaleEnds />
    </JournalSection>
  );
}
