import { AlertTriangle } from 'lucide-react';
import type { BiometricReading } from '@core/biometrics/types';
import { format1 } from '@core/report/words';
import { Badge } from '@client/components/ui/badge';
import { formatWhen } from './format';
import { formatReading, readingLabel } from './reading-format';

/** "6/10", "5.5/10": the day's pain is a mean of its entries. */
function painText(pain: number): string {
  return `${Number.isInteger(pain) ? pain : format1(pain)}/10`;
}

/** The latest readings, newest first: a list rather than a table, so it fits a phone. */
export function ReadingsList({
  readings,
  timeZone,
}: {
  readings: readonly BiometricReading[];
  timeZone: string;
}) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200" data-testid="readings-list">
      {readings.map((reading) => (
        <li key={reading.id} className="flex flex-col gap-1 py-3" data-testid="reading">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatReading(reading.dataType, reading.value, reading.value2)}
            </span>
            <span className="text-slate-700">
              {readingLabel(reading.dataType)}
              {reading.contextTags.length > 0 ? ` (${reading.contextTags.join(', ')})` : ''}
            </span>
            {reading.isAnomalous ? (
              <Badge variant="tint" className="gap-1 bg-amber-100 text-amber-900">
                <AlertTriangle aria-hidden="true" className="size-3.5" />
                Outside the usual range
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            <time dateTime={reading.timestamp}>{formatWhen(reading.timestamp, timeZone)}</time>
            {` · ${reading.deviceName}`}
            {reading.correlatedPainLevel === null
              ? ''
              : ` · Pain that day ${painText(reading.correlatedPainLevel)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
