import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { EXERCISES, recommendExercises, type Exercise } from '@core/exercises';
import type { PracticeStats } from '@core/practice-stats';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { startButtonId } from './exercise-card';
import { ExerciseGrid } from './exercise-grid';
import { PracticeSummary } from './practice-summary';

export type ExerciseListTab = 'recommended' | 'all' | 'completed';

/** Where the current pain level came from, for the line above the recommendations. */
export interface CurrentPain {
  level: number;
  source: 'entry' | 'default' | 'unavailable';
}

function painNote({ level, source }: CurrentPain): string {
  if (source === 'entry') {
    return `Suggested for your current pain level of ${level}/10, from your latest entry.`;
  }
  if (source === 'unavailable') {
    return `Your latest entry could not be loaded, so these suit a middle pain level (${level}/10).`;
  }
  return `With no entries yet, these suit a middle pain level (${level}/10). Log your pain to tailor them.`;
}

export function ExercisesTab({
  today,
  stats,
  statsFailed,
  onRetryStats,
  pain,
  list,
  onListChange,
  onStart,
  returnFocusTo,
  onFocusReturned,
}: {
  today: string;
  stats: PracticeStats | undefined;
  statsFailed: boolean;
  onRetryStats(): void;
  /** Undefined while the journal entries load. */
  pain: CurrentPain | undefined;
  list: ExerciseListTab;
  onListChange(list: ExerciseListTab): void;
  onStart(exercise: Exercise): void;
  /** The exercise whose player just closed: its start button takes the focus back. */
  returnFocusTo: string | null;
  onFocusReturned(): void;
}) {
  useEffect(() => {
    if (!returnFocusTo) return;
    document.getElementById(startButtonId(returnFocusTo))?.focus();
    onFocusReturned();
  }, [returnFocusTo, onFocusReturned]);

  const completed = EXERCISES.filter((exercise) => (stats?.timesCompleted[exercise.id] ?? 0) > 0);

  return (
    <div className="flex flex-col gap-6">
      <PracticeSummary today={today} stats={stats} failed={statsFailed} onRetry={onRetryStats} />

      <section aria-labelledby="exercises-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="exercises-heading" className="text-xl font-semibold text-slate-900">
            Coping exercises
          </h2>
          {stats ? (
            <p
              className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
              data-testid="completed-today"
            >
              <CircleCheck aria-hidden="true" className="size-4" />
              {stats.completedToday} completed today
            </p>
          ) : null}
        </div>

        <Tabs value={list} onValueChange={(value) => onListChange(value as ExerciseListTab)}>
          <TabsList aria-label="Exercise lists" className="sm:max-w-xl">
            <TabsTrigger value="recommended">Recommended</TabsTrigger>
            <TabsTrigger value="all">All Exercises</TabsTrigger>
            <TabsTrigger value="completed">Completed</TabsTrigger>
          </TabsList>

          <TabsContent value="recommended" className="flex flex-col gap-4">
            {pain ? (
              <>
                <p className="text-slate-700" data-testid="recommendation-note">
                  {painNote(pain)}
                </p>
                <ExerciseGrid
                  exercises={recommendExercises(pain.level)}
                  stats={stats}
                  onStart={onStart}
                />
              </>
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </TabsContent>

          <TabsContent value="all">
            <ExerciseGrid exercises={EXERCISES} stats={stats} onStart={onStart} />
          </TabsContent>

          <TabsContent value="completed">
            {!stats ? (
              <Skeleton className="h-64 w-full" />
            ) : completed.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <p className="text-lg font-semibold text-slate-900">No exercises completed yet.</p>
                <p className="max-w-md text-slate-600">
                  Finish an exercise and it will appear here, with how often you have practised it.
                </p>
              </div>
            ) : (
              <ExerciseGrid exercises={completed} stats={stats} onStart={onStart} />
            )}
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
