import { Link2 } from 'lucide-react';
import type { BiometricCorrelations } from '@core/biometrics/types';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { CorrelationCard } from './correlation-card';

/** Correlations: what the figures rest on, then one card per metric and lag tested. */
export function CorrelationsTab({ data }: { data: BiometricCorrelations }) {
  const { correlations, pairedDays, minimumDays, tested } = data;
  if (correlations.length === 0) {
    return (
      <Card>
        <CardContent className="p-5 pt-5">
          <EmptyState icon={Link2} title="Not enough days yet" testId="correlations-empty">
            <p>
              {`A measure is compared with your pain once it has ${minimumDays} days beside a journal entry, so that a chance run of days is not taken for a pattern. So far ${plural(pairedDays, 'day has', 'days have')} both pain and device data.`}
            </p>
          </EmptyState>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your devices and your pain</CardTitle>
        <CardDescription>
          {`Based on ${plural(pairedDays, 'day')} with both pain and device data; ${plural(tested, 'comparison')} tested (each measure with pain the same day and the next). The figure runs from −1 to +1: a plus means more pain when the measure was higher. A result is significant only when it holds up after correcting for every comparison tested.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-label="Correlations">
          {correlations.map((correlation) => (
            <CorrelationCard key={correlation.key} correlation={correlation} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
