import { Clock } from 'lucide-react';
import { DIFFICULTY_LABELS, EXERCISE_TYPE_LABELS, type Exercise } from '@core/exercises';
import { Badge } from '@client/components/ui/badge';

/** Type, difficulty and length of an exercise, as on its card and in the player. */
export function ExerciseMeta({ exercise }: { exercise: Exercise }) {
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="About this exercise">
      <li>
        <Badge variant="secondary">{EXERCISE_TYPE_LABELS[exercise.type]}</Badge>
      </li>
      <li>
        <Badge variant="outline">{DIFFICULTY_LABELS[exercise.difficulty]}</Badge>
      </li>
      <li className="inline-flex items-center gap-1 text-sm font-medium text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-primary" />
        {exercise.duration} min
      </li>
    </ul>
  );
}
