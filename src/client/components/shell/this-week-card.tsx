import { weekSummary, type WeekEntry } from '@core/week-summary';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** Average pain, entry count and best day over the last 7 days ending `today` (yyyy-MM-dd). */
export function ThisWeekCard({ entries, today }: { entries: readonly WeekEntry[]; today: string }) {
  const summary = weekSummary(entries, today);
  const rows: Array<[string, string]> = [
    ['Average pain', summary.averagePain === null ? 'N/A' : summary.averagePain.toFixed(1)],
    ['Entries', String(summary.entryCount)],
    ['Best day', summary.bestDay ?? 'N/A'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">This Week</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
