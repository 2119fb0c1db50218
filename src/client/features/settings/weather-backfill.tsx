import { useId } from 'react';
import { plural } from '@core/report/words';
import { Button } from '@client/components/ui/button';
import { PercentBar } from '@client/components/ui/percent-bar';
import { useWeatherBackfill, type BackfillState } from './use-weather-backfill';

function progressOf(state: BackfillState): number | null {
  if (state.status === 'done') return 100;
  if (state.status !== 'running' || state.remaining === null) return null;
  return Math.round((state.filled / (state.filled + state.remaining)) * 100);
}

function statusText(state: BackfillState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'running':
      return state.filled > 0
        ? `Filling in weather... ${plural(state.filled, 'entry', 'entries')} so far.`
        : 'Filling in weather...';
    case 'done':
      if (state.filled === 0 && state.remaining === 0) {
        return 'Every past entry already has its weather.';
      }
      return state.remaining === 0
        ? `Filled ${plural(state.filled, 'entry', 'entries')}. Every past entry has its weather now.`
        : `Filled ${plural(state.filled, 'entry', 'entries')}. ${plural(state.remaining, 'entry', 'entries')} could not be filled yet; try again later.`;
    case 'failed':
      return state.filled > 0
        ? `Filled ${plural(state.filled, 'entry', 'entries')}, then: ${state.message}`
        : state.message;
  }
}

/** Weather for entries written before the place was chosen, a year of days per request. */
export function WeatherBackfill({ placeName }: { placeName: string }) {
  const { state, run } = useWeatherBackfill();
  const id = useId();
  const running = state.status === 'running';
  const progress = progressOf(state);
  const text = statusText(state);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="text-base font-medium text-slate-900">
        Past entries
      </h3>
      <p className="text-sm text-slate-600">
        Adds the weather at {placeName} to entries written before. Anything you typed yourself is
        kept.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        // Not `disabled`, which would drop keyboard focus while it runs.
        aria-disabled={running || undefined}
        onClick={() => void run()}
      >
        Fill in weather for past entries
      </Button>
      {running || state.status === 'done' ? (
        <PercentBar
          label="Filling in weather for past entries"
          percent={progress}
          className="w-full"
        />
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {state.status === 'failed' ? '' : text}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {text}
        </p>
      ) : null}
    </section>
  );
}
