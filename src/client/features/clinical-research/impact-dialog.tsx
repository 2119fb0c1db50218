import type { ResearchContribution } from '@core/research/types';
import { countOf, formatCount } from './format';
import { DialogClose, ShownDialog } from './shown-dialog';

function Part({
  label,
  rule,
  points,
  max,
}: {
  label: string;
  rule: string;
  points: number;
  max: number;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-600">{rule}</p>
      </div>
      <p className="shrink-0 text-right font-semibold text-slate-900 tabular-nums">
        {points}
        <span className="text-sm font-normal text-slate-600"> / {max}</span>
      </p>
    </li>
  );
}

/** My Impact: the score, and how each part of it was worked out. */
export function ImpactDialog({
  contribution,
  onClose,
}: {
  contribution: ResearchContribution | undefined;
  onClose(): void;
}) {
  return (
    <ShownDialog
      onClose={onClose}
      title="My Impact"
      description="Your research impact score, out of 100, and how it is worked out."
    >
      {contribution ? (
        <ImpactBody contribution={contribution} onClose={onClose} />
      ) : (
        <p className="text-slate-700">Your contribution is still loading.</p>
      )}
    </ShownDialog>
  );
}

function ImpactBody({
  contribution,
  onClose,
}: {
  contribution: ResearchContribution;
  onClose(): void;
}) {
  const parts = contribution.scoreParts;
  const sum =
    parts.points.completed + parts.points.active + parts.points.data + parts.points.streak;
  return (
    <div className="flex flex-col gap-4" data-testid="impact-dialog">
      <p className="text-4xl font-bold text-slate-900" data-testid="impact-score">
        {contribution.researchImpactScore}
        <span className="text-lg font-semibold text-slate-600">/100</span>
      </p>
      <ul className="flex flex-col gap-2" aria-label="How the score is worked out">
        <Part
          label={`Completed studies: ${formatCount(parts.completedStudies)}`}
          rule="20 points each, up to 40"
          points={parts.points.completed}
          max={40}
        />
        <Part
          label={`Active studies: ${formatCount(parts.activeStudies)}`}
          rule="10 points each, up to 20"
          points={parts.points.active}
          max={20}
        />
        <Part
          label={`Data points: ${formatCount(parts.dataPoints)}`}
          rule="10 × log10(1 + data points), rounded down, up to 30: each tenfold more adds 10"
          points={parts.points.data}
          max={30}
        />
        <Part
          label={`Contribution streak: ${countOf(parts.streakWeeks, 'week')}`}
          rule="1 point a week, up to 10"
          points={parts.points.streak}
          max={10}
        />
      </ul>
      <p className="text-slate-800">
        {sum > 100
          ? `The parts add up to ${sum}; the score is capped at 100.`
          : `The parts add up to your score of ${contribution.researchImpactScore}.`}
      </p>
      <div className="flex flex-col gap-1 rounded-xl border border-slate-200 p-3">
        <h3 className="font-semibold text-slate-900">Your streak</h3>
        <p className="text-slate-700">
          The streak counts the weeks in a row, Monday to Sunday, in which something you logged was
          shared with a study you are active in. It counts up to this week, or up to last week when
          nothing has been shared yet this week. A week with nothing shared starts it again.
        </p>
      </div>
      <DialogClose onClose={onClose} />
    </div>
  );
}
