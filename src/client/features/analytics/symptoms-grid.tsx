import type { SymptomCount } from '@core/analytics-query';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** The 9 symptoms named most often in the last 30 days. */
export function SymptomsGrid({ symptoms }: { symptoms: readonly SymptomCount[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most Common Symptoms</CardTitle>
      </CardHeader>
      <CardContent>
        {symptoms.length === 0 ? (
          <p className="py-4 text-slate-600">No symptom data available yet</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="symptoms-grid">
            {symptoms.map(({ symptom, count }) => (
              <li
                key={symptom}
                className="flex flex-col rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
              >
                <span className="font-medium text-slate-900">{symptom}</span>
                <span className="text-sm text-slate-600">
                  {count} {count === 1 ? 'entry' : 'entries'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
