import { BookOpen, Brain, Headphones } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { currentPainLevel, type Exercise } from '@core/exercises';
import { practiceStats } from '@core/practice-stats';
import { useExerciseSessions } from '@client/api/exercise-sessions/get-sessions';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { todayIn } from '@client/lib/today';
import { AudioSessionsTab } from './audio-sessions-tab';
import { ExercisePlayer } from './exercise-player';
import { ExercisesTab, type CurrentPain, type ExerciseListTab } from './exercises-tab';

// The articles are long; their text loads only when someone opens Resources.
const ResourcesTab = lazy(() =>
  import('./resources-tab').then((module) => ({ default: module.ResourcesTab })),
);

type Section = 'exercises' | 'resources' | 'audio';

export function WellnessPage() {
  const { data: user } = useCurrentUser();
  const sessions = useExerciseSessions();
  const entries = useJournalEntries();
  const [section, setSection] = useState<Section>('exercises');
  const [list, setList] = useState<ExerciseListTab>('recommended');
  const [playing, setPlaying] = useState<Exercise | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  const today = todayIn(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const stats = useMemo(
    () => (sessions.data ? practiceStats(sessions.data, today) : undefined),
    [sessions.data, today],
  );
  const pain = useMemo((): CurrentPain | undefined => {
    if (entries.isError) return { level: currentPainLevel([]), source: 'unavailable' };
    if (!entries.data) return undefined;
    return {
      level: currentPainLevel(entries.data),
      source: entries.data.length > 0 ? 'entry' : 'default',
    };
  }, [entries.data, entries.isError]);

  const closePlayer = () => {
    setReturnFocusTo(playing?.id ?? null);
    setPlaying(null);
  };

  return (
    <div data-testid="wellness-page">
      <PageTitle
        title="Wellness & Recovery"
        // While an exercise plays, the exercise itself gets the room on a small screen.
        subtitle={
          playing
            ? undefined
            : 'Guided exercises and reading to help you cope with pain, one calm step at a time.'
        }
      />
      {playing ? (
        <ExercisePlayer
          key={playing.id}
          exercise={playing}
          onClose={closePlayer}
          onCompleted={closePlayer}
        />
      ) : (
        <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
          <TabsList aria-label="Wellness sections" className="lg:max-w-2xl">
            <TabsTrigger value="exercises" className="flex-col sm:flex-row">
              <Brain aria-hidden="true" className="size-5" />
              CBT Exercises
            </TabsTrigger>
            <TabsTrigger value="resources" className="flex-col sm:flex-row">
              <BookOpen aria-hidden="true" className="size-5" />
              Resources
            </TabsTrigger>
            <TabsTrigger value="audio" className="flex-col sm:flex-row">
              <Headphones aria-hidden="true" className="size-5" />
              Audio Sessions
            </TabsTrigger>
          </TabsList>

          <TabsContent value="exercises">
            <ExercisesTab
              today={today}
              stats={stats}
              statsFailed={sessions.isError}
              onRetryStats={() => void sessions.refetch()}
              pain={pain}
              list={list}
              onListChange={setList}
              onStart={setPlaying}
              returnFocusTo={returnFocusTo}
              onFocusReturned={() => setReturnFocusTo(null)}
            />
          </TabsContent>
          <TabsContent value="resources">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <ResourcesTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="audio">
            <AudioSessionsTab />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
