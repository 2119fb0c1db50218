import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_SESSION_SECONDS } from '@core/exercise-ids';
import type { Exercise } from '@core/exercises';
import { useCreateExerciseSession } from '@client/api/exercise-sessions/create-session';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { stopSpeaking } from '@client/lib/speech';
import { toast } from '@client/lib/toast';
import { newId } from '@client/lib/uuid';
import { ExerciseMeta } from './exercise-meta';
import { spokenClock } from './format-clock';
import { PlayerTimer } from './player-timer';
import { SpeakStepButton } from './speak-step-button';
import { useCountdown } from './use-countdown';

/** Spec section 8, verbatim. */
export function completedToast(title: string) {
  return {
    title: 'Exercise completed!',
    description: `Great job completing ${title}. You're building valuable coping skills.`,
  };
}

/** Looks and reads as disabled but keeps the focus, so the keyboard is not thrown to the page. */
const BOUND = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * One exercise, step by step (spec section 4): it opens at step 1 with the full time, paused.
 * Complete stores the session (its id is chosen here, so pressing Complete again after a
 * failed save cannot record it twice), and the countdown reaching zero completes it too.
 */
export function ExercisePlayer({
  exercise,
  onClose,
  onCompleted,
}: {
  exercise: Exercise;
  onClose(): void;
  onCompleted(): void;
}) {
  const [step, setStep] = useState(0);
  const [sessionId] = useState(newId);
  const [announcement, setAnnouncement] = useState('');
  const save = useCreateExerciseSession();
  const saving = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = exercise.steps.length;
  const totalSeconds = exercise.duration * 60;

  const complete = () => {
    if (saving.current) return;
    saving.current = true;
    countdown.pause();
    stopSpeaking();
    const durationSeconds = Math.min(countdown.practisedSeconds(), MAX_SESSION_SECONDS);
    save.mutate(
      { id: sessionId, exerciseId: exercise.id, durationSeconds },
      {
        onSuccess: () => {
          toast(completedToast(exercise.title));
          onCompleted();
        },
        onError: () => {
          saving.current = false;
          toast({
            title: 'Error',
            description: 'Your session could not be saved. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  const countdown = useCountdown(totalSeconds, complete);
  const { remainingSeconds, running } = countdown;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The status line speaks only meaningful moments, never each second.
  useEffect(() => {
    if (!running) return;
    if (remainingSeconds === 60) setAnnouncement('1 minute left.');
  }, [remainingSeconds, running]);

  const goTo = (next: number) => {
    if (next < 0 || next >= total || next === step) return;
    setStep(next);
    setAnnouncement(`Step ${next + 1} of ${total}: ${exercise.steps[next]}`);
  };

  const toggleTimer = () => {
    if (running) {
      countdown.pause();
      setAnnouncement(`Timer paused with ${spokenClock(remainingSeconds)} left.`);
    } else {
      countdown.start();
      setAnnouncement('Timer started.');
    }
  };

  const reset = () => {
    countdown.reset();
    setStep(0);
    setAnnouncement(`Timer reset to ${spokenClock(totalSeconds)}. Back to step 1.`);
  };

  const atFirst = step === 0;
  const atLast = step === total - 1;

  return (
    <section
      aria-labelledby="player-title"
      data-testid="exercise-player"
      className="flex flex-col gap-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h2
            id="player-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900"
          >
            {exercise.title}
          </h2>
          <ExerciseMeta exercise={exercise} />
        </div>
        <Button variant="ghost" onClick={onClose} className="shrink-0">
          <X aria-hidden="true" className="size-5" />
          Close
        </Button>
      </div>
      <p className="text-slate-700">
        Go gently: adapt any step to your body, and stop if anything increases your pain.
      </p>

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        {/* First in reading order: on a phone the timer sits above the steps. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <PlayerTimer
            remainingSeconds={remainingSeconds}
            running={running}
            saving={save.isPending}
            onToggle={toggleTimer}
            onReset={reset}
            onComplete={complete}
          />
        </div>

        <Card className="flex flex-col gap-4 p-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-slate-600" data-testid="step-counter">
              Step {step + 1} of {total}
            </p>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${((step + 1) / total) * 100}%` }}
              />
            </div>
          </div>
          <p className="min-h-32 text-xl leading-relaxed text-slate-900" data-testid="current-step">
            {exercise.steps[step]}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="outline"
              aria-disabled={atFirst}
              onClick={() => goTo(step - 1)}
              className={BOUND}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              Previous
            </Button>
            <Button
              variant="outline"
              aria-disabled={atLast}
              onClick={() => goTo(step + 1)}
              className={BOUND}
            >
              Next
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <SpeakStepButton text={exercise.steps[step] ?? ''} />
        </Card>

        <Card className="flex flex-col gap-2 p-5 lg:col-start-2 lg:row-start-2">
          <h3 className="font-semibold text-slate-900">Why it helps</h3>
          <ul className="flex flex-col gap-1 text-slate-700">
            {exercise.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {benefit}
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <p role="status" className="sr-only" data-testid="player-status">
        {announcement}
      </p>
    </section>
  );
}
