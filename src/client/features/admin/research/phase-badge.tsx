import { PHASE_LABELS, type StudyPhase } from '@core/research/constants';
import { cn } from '@client/lib/cn';

/* Colours from the palette styles.css redefines for the dark theme; the word carries the meaning. */
const PHASE_STYLES: Record<StudyPhase, string> = {
  recruiting: 'bg-green-100 text-green-900',
  active: 'bg-sky-100 text-sky-900',
  suspended: 'bg-amber-100 text-amber-900',
  completed: 'bg-slate-200 text-slate-700',
};

export function PhaseBadge({ phase }: { phase: StudyPhase }) {
  return (
    <span
      data-testid="study-phase"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        PHASE_STYLES[phase] ?? PHASE_STYLES.recruiting,
      )}
    >
      <span className="sr-only">Phase: </span>
      {PHASE_LABELS[phase] ?? phase}
    </span>
  );
}
