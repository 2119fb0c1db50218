import { Headphones, Pause, Play, Square, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';
import { EXERCISES, type Exercise } from '@core/exercises';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { canSpeak } from '@client/lib/speech';
import { ExerciseMeta } from './exercise-meta';
import { useScriptReader, type ReaderState } from './script-reader';

/** Announced when it changes: what the reader is doing, not every line it reaches. */
function statusText(state: ReaderState, exercise: Exercise): string {
  switch (state.status) {
    case 'playing':
      return 'Playing';
    case 'paused':
      return `Paused at line ${state.index + 1} of ${exercise.audioScript.length}`;
    case 'finished':
      return 'Session finished';
    default:
      return '';
  }
}

function SessionCard({
  exercise,
  state,
  available,
  onPlay,
  onPause,
  onStop,
}: {
  exercise: Exercise;
  state: ReaderState;
  available: boolean;
  onPlay(): void;
  onPause(): void;
  onStop(): void;
}) {
  const active = state.id === exercise.id;
  const playing = active && state.status === 'playing';
  const headingId = `audio-${exercise.id}`;
  const toggleLabel = playing ? 'Pause' : active && state.status === 'paused' ? 'Resume' : 'Play';
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      data-testid="audio-session"
      className={cn('flex flex-col gap-3 p-5', active && 'ring-2 ring-primary/40')}
    >
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {exercise.title}
        </h3>
        <ExerciseMeta exercise={exercise} />
      </div>

      <div className="flex flex-wrap gap-2">
        {/* One button that changes its label keeps the focus where the user left it. */}
        <Button
          ref={toggleRef}
          onClick={playing ? onPause : onPlay}
          disabled={!available}
          aria-label={`${toggleLabel}: ${exercise.title}`}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          {toggleLabel}
        </Button>
        {active ? (
          <Button
            variant="outline"
            aria-label={`Stop: ${exercise.title}`}
            onClick={() => {
              onStop();
              toggleRef.current?.focus();
            }}
          >
            <Square aria-hidden="true" className="size-5" />
            Stop
          </Button>
        ) : null}
      </div>

      {active ? (
        <>
          <p role="status" className="text-sm font-medium text-slate-700">
            {statusText(state, exercise)}
          </p>
          <ol className="flex flex-col gap-1.5" aria-label={`${exercise.title} script`}>
            {exercise.audioScript.map((line, index) => {
              const current = index === state.index && state.status !== 'finished';
              return (
                <li
                  key={line}
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    'rounded-lg border-l-4 px-3 py-1.5 text-slate-700',
                    current
                      ? 'border-primary bg-primary-soft font-medium text-slate-900'
                      : 'border-transparent',
                  )}
                >
                  {line}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          {exercise.audioScript.length} guided lines, read slowly with pauses.
        </p>
      )}
    </Card>
  );
}

/**
 * Each exercise's script read aloud by the browser's speech synthesis, one line at a time, at
 * the spec's rate 0.8 and volume 0.7. One session plays at a time.
 */
export function AudioSessionsTab() {
  const [available] = useState(canSpeak);
  const { state, reader } = useScriptReader();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Headphones aria-hidden="true" className="size-6 text-primary" />
          Guided audio sessions
        </h2>
        <p className="text-slate-700">
          Close your eyes and listen. Each session is read aloud by your device’s voice, slowly and
          softly. Stop whenever you need to.
        </p>
      </div>
      {available ? null : (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
        >
          <VolumeX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          This browser cannot read text aloud, so sessions cannot play here. You can still follow
          each exercise step by step in CBT Exercises.
        </p>
      )}
      <ul className="flex max-w-3xl flex-col gap-4">
        {EXERCISES.map((exercise) => (
          <li key={exercise.id}>
            <SessionCard
              exercise={exercise}
              state={state}
              available={available}
              onPlay={() => reader.play(exercise.id, exercise.audioScript)}
              onPause={() => reader.pause()}
              onStop={() => reader.stop()}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
