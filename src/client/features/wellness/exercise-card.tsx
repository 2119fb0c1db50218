import { Check, CircleCheck, Play, RotateCcw } from 'lucide-react';
import { SUITABILITY_LABELS, type Exercise } from '@core/exercises';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ExerciseMeta } from './exercise-meta';

/** The benefits a card lists; the player shows them all. */
const CARD_BENEFITS = 3;

/** The start button's element id, so focus can return to it when the player closes. */
export function startButtonId(exerciseId: string): string {
  return `start-${exerciseId}`;
}

export function ExerciseCard({
  exercise,
  timesCompleted,
  onStart,
}: {
  exercise: Exercise;
  timesCompleted: number;
  onStart(): void;
}) {
  const headingId = `exercise-${exercise.id}`;
  const done = timesCompleted > 0;
  const label = done ? 'Practice Again' : 'Start Exercise';
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      data-testid="exercise-card"
      className="flex flex-col gap-3 p-5"
    >
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {exercise.title}
        </h3>
        <ExerciseMeta exercise={exercise} />
      </div>
      <p className="text-slate-700">{exercise.description}</p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700" aria-label="Benefits">
        {exercise.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">Suits: {SUITABILITY_LABELS[exercise.painLevel]}</p>
      {done ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          Completed {timesCompleted === 1 ? 'once' : `${timesCompleted} times`}
        </p>
      ) : null}
      <Button
        id={startButtonId(exercise.id)}
        variant={done ? 'outline' : 'default'}
        onClick={onStart}
        // The visible words come first, so voice control by what is on screen still works.
        aria-label={`${label}: ${exercise.title}`}
        className="mt-auto w-full sm:w-auto sm:self-start"
      >
        {done ? (
          <RotateCcw aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
        {label}
      </Button>
    </Card>
  );
}
