import { CircleCheck, Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { formatClock } from './format-clock';

/**
 * The countdown and its controls. The time is a `timer` role, which screen readers do not
 * announce on every tick; the player's status line speaks the changes that matter.
 */
export function PlayerTimer({
  remainingSeconds,
  running,
  saving,
  onToggle,
  onReset,
  onComplete,
}: {
  remainingSeconds: number;
  running: boolean;
  saving: boolean;
  onToggle(): void;
  onReset(): void;
  onComplete(): void;
}) {
  return (
    <Card className="flex flex-col items-stretch gap-4 p-5">
      <div className="flex flex-col items-center gap-1">
        <p id="timer-label" className="text-sm font-semibold text-slate-600">
          Time remaining
        </p>
        <p
          role="timer"
          aria-labelledby="timer-label"
          data-testid="exercise-timer"
          className="text-5xl font-bold text-slate-900 tabular-nums"
        >
          {formatClock(remainingSeconds)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={onToggle} disabled={remainingSeconds === 0 || saving}>
          {running ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          {running ? 'Pause' : 'Start'}
        </Button>
        <Button variant="outline" onClick={onReset} disabled={saving}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Reset
        </Button>
      </div>
      <Button
        variant="outline"
        onClick={onComplete}
        disabled={saving}
        className="border-emerald-600 text-emerald-800 hover:border-emerald-700 hover:bg-emerald-50"
      >
        <CircleCheck aria-hidden="true" className="size-5" />
        {saving ? 'Saving...' : 'Complete'}
      </Button>
    </Card>
  );
}
