import type { ReactNode } from 'react';
import type { AiPattern, PrecursorKind, TimeOfDay } from '@core/analysis/types';
import { WEEKDAY_NAMES } from '@core/calendar';
import { plural } from '@core/report/words';
import { capitalize } from '@client/components/analysis/figures';
import { Dialog } from '@client/components/ui/dialog';
import { formatEntryDate } from '@client/lib/dates';

const KIND_WORDS: Record<PrecursorKind, string> = {
  tag: 'tag',
  trigger: 'trigger',
  activity: 'activity',
};

const TIMES: { key: TimeOfDay; label: string }[] = [
  { key: 'night', label: 'Night (midnight–6 am)' },
  { key: 'morning', label: 'Morning (6 am–noon)' },
  { key: 'afternoon', label: 'Afternoon (noon–6 pm)' },
  { key: 'evening', label: 'Evening (6 pm–midnight)' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Counts as bars with their numbers; the bars are decoration, the numbers are the data. */
function BarList({
  rows,
  label,
  unit,
}: {
  rows: { label: string; short: string; count: number }[];
  label: string;
  unit: [string, string];
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul aria-label={label} className="flex flex-col gap-1.5">
      {rows.map((row) => (
        <li key={row.label} className="grid grid-cols-[5.5rem_1fr_2rem] items-center gap-2 text-sm">
          <span className="text-slate-700">
            <span aria-hidden="true">{row.short}</span>
            <span className="sr-only">
              {row.label}: {plural(row.count, unit[0], unit[1])}
            </span>
          </span>
          <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${(row.count / max) * 100}%` }}
            />
          </span>
          <span aria-hidden="true" className="text-right font-semibold tabular-nums text-slate-900">
            {row.count}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Everything one pattern rests on and what may help (spec: pattern detail dialog). */
export function PatternDialog({ pattern, onClose }: { pattern: AiPattern; onClose(): void }) {
  const { timePatterns: time, nextPredictedOccurrence: next } = pattern;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={pattern.name}
      description={pattern.description}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-5" data-testid="pattern-dialog">
        <dl className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">Frequency</dt>
            <dd className="font-semibold text-slate-900">
              {pattern.frequency.toFixed(1)} per month
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">Average intensity</dt>
            <dd className="font-semibold text-slate-900">
              {pattern.averageIntensity.toFixed(1)} out of 10
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">Duration</dt>
            <dd className="font-semibold text-slate-900">
              {pattern.averageDuration.toFixed(1)} days on average
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600">Based on {plural(pattern.episodes, 'flare')}.</p>

        <Section title="Triggers">
          {pattern.commonTriggers.length === 0 ? (
            <p className="text-slate-700">
              No tag, trigger or activity was logged before at least 2 of these flares more often
              than usual.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="pattern-triggers">
              {pattern.commonTriggers.map((trigger) => (
                <li key={`${trigger.kind}:${trigger.name}`} className="rounded-xl bg-slate-50 p-3">
                  <span className="font-semibold text-slate-900">{trigger.name}</span>{' '}
                  <span className="text-sm text-slate-600">({KIND_WORDS[trigger.kind]})</span>
                  <p className="text-slate-700">
                    Seen before {trigger.episodes} of {pattern.episodes} flares,{' '}
                    {trigger.lift.toFixed(1)}× more often than usual
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Time patterns">
          <h4 className="text-sm font-semibold text-slate-700">Day of the week flares began</h4>
          <BarList
            label="Flares by the weekday they began"
            unit={['flare', 'flares']}
            rows={WEEKDAY_NAMES.map((name, index) => ({
              label: name,
              short: name.slice(0, 3),
              count: time.weekdays[index] ?? 0,
            }))}
          />
          <p className="text-sm text-slate-600">
            {time.peakWeekday ? `Most often on a ${time.peakWeekday}.` : 'No weekday stands out.'}
          </p>
          <h4 className="mt-2 text-sm font-semibold text-slate-700">Time of day</h4>
          {time.loggedTimes === 0 ? (
            <p className="text-slate-700">
              No quick or emergency logs were made on these flare days, so there is no time of day
              to show.
            </p>
          ) : (
            <>
              <BarList
                label="Quick and emergency logs by time of day"
                unit={['log', 'logs']}
                rows={TIMES.map((slot) => ({
                  label: slot.label,
                  short: capitalize(slot.key),
                  count: time.timesOfDay[slot.key],
                }))}
              />
              <p className="text-sm text-slate-600">
                From{' '}
                {plural(time.loggedTimes, 'quick or emergency log', 'quick and emergency logs')}{' '}
                made on these flare days
                {time.peakTimeOfDay
                  ? `; most often at ${time.peakTimeOfDay === 'night' ? 'night' : `in the ${time.peakTimeOfDay}`}.`
                  : '.'}
              </p>
            </>
          )}
        </Section>

        {pattern.prevention_strategies.length > 0 ? (
          <Section title="Prevention strategies">
            <ul className="list-disc pl-5 text-slate-700">
              {pattern.prevention_strategies.map((strategy) => (
                <li key={strategy}>{strategy}</li>
              ))}
            </ul>
          </Section>
        ) : null}

        <Section title="Next predicted date">
          {next ? (
            <div className="text-slate-700" data-testid="pattern-next">
              <p className="font-semibold text-slate-900">Around {formatEntryDate(next.date)}</p>
              <p>
                These flares have come about every {next.medianIntervalDays} days (the middle of{' '}
                {plural(next.intervals, 'gap')} between them). Reliability:{' '}
                {capitalize(next.reliability)} ({next.reliabilityPercent}%).
              </p>
            </div>
          ) : (
            <p className="text-slate-700" data-testid="pattern-next">
              {pattern.nextPredictionNote ?? 'No date can be given yet.'}
            </p>
          )}
        </Section>
        <p className="text-sm text-slate-600">
          A pattern in your own entries, not a diagnosis. Talk to your clinician before changing
          treatment.
        </p>
      </div>
    </Dialog>
  );
}
