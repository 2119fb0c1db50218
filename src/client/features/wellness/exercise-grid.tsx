import type { Exercise } from '@core/exercises';
import type { PracticeStats } from '@core/practice-stats';
import { ExerciseCard } from './exercise-card';

export function ExerciseGrid({
  exercises,
  stats,
  onStart,
}: {
  exercises: readonly Exercise[];
  stats: PracticeStats | undefined;
  onStart(exercise: Exercise): void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {exercises.map((exercise) => (
        <li key={exercise.id} className="flex">
          <ExerciseCard
            exercise={exercise}
            timesCompleted={stats?.timesCompleted[exercise.id] ?? 0}
            onStart={() => onStart(exercise)}
          />
        </li>
      ))}
    </ul>
  );
}
