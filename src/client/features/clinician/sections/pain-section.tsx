import type { ClinicianPainView } from '@core/provider-portal/types';
import { cn } from '@client/lib/cn';
import { painColorClasses } from '@client/lib/pain-colors';
import { useClinicianPain } from '../api/get-pain';
import { countOf, formatDay, formatPeriod } from '../dates';
import { Loaded, SectionCard } from './section-card';

function DailyBars({ daily }: { daily: ClinicianPainView['daily'] }) {
  return (
    <>
      {/* The bars are a picture of the table below, which carries the same figures. */}
      <div aria-hidden="true" className="flex h-24 items-end gap-px rounded-lg bg-slate-50 p-2">
        {daily.map((day) => (
          <div
            key={day.date}
            className={cn('min-w-px flex-1 rounded-t-sm', painColorClasses(day.painLevel).swatch)}
            style={{ height: `${Math.max(day.painLevel * 10, 3)}%` }}
          />
        ))}
      </div>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-800">
          Daily pain, day by day
        </summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-semibold">
                Date
              </th>
              <th scope="col" className="py-1 font-semibold">
                Pain (0-10)
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <td className="py-1">{formatDay(day.date)}</td>
                <td className="py-1">{day.painLevel.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

function PainContent({ view }: { view: ClinicianPainView }) {
  if (view.daysWithEntries === 0) {
    return <p className="text-base text-slate-700">No pain entries in this period.</p>;
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Average pain</dt>
          <dd className="text-2xl font-semibold text-slate-900">
            {view.average === null ? '–' : `${view.average.toFixed(1)}/10`}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Days with entries</dt>
          <dd className="text-2xl font-semibold text-slate-900">
            {view.daysWithEntries} of {view.days}
          </dd>
        </div>
      </dl>
      <DailyBars daily={view.daily} />
      {view.locations.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">Top locations</h3>
          <ul className="flex flex-col gap-1 text-base text-slate-800">
            {view.locations.slice(0, 5).map((location) => (
              <li key={location.name} className="flex justify-between gap-3">
                <span>{location.name}</span>
                <span className="text-slate-600">{countOf(location.days, 'day')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function PainSection() {
  const query = useClinicianPain();
  const view = query.data;
  return (
    <SectionCard
      id="pain"
      title="Pain, last 90 days"
      basis={
        view
          ? `${formatPeriod(view.start, view.end)} · ${countOf(view.days, 'day')}, ${view.daysWithEntries} with entries`
          : undefined
      }
    >
      <Loaded query={query}>{(data) => <PainContent view={data} />}</Loaded>
    </SectionCard>
  );
}
