import { Download, LineChart } from 'lucide-react';
import { useState } from 'react';
import { READING_TYPES, type ReadingType } from '@core/biometrics/reading-types';
import type { BiometricDevice } from '@core/biometrics/types';
import { useReadings } from '@client/api/biometrics/get-readings';
import { EXPORT_CSV_URL, READINGS_SHOWN } from '@client/api/biometrics/keys';
import { EmptyState } from '@client/components/analysis/empty-state';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { DailyCharts, CHART_DAYS } from './daily-charts';
import { useTimeZone } from './format';
import { ReadingTypeFilter } from './reading-type-filter';
import { ReadingsList } from './readings-list';

/** Every type any device has sent, in the app's usual order. */
function typesWithData(devices: readonly BiometricDevice[]): ReadingType[] {
  const sent = new Set(devices.flatMap((device) => device.readingTypes));
  return READING_TYPES.filter((type) => sent.has(type));
}

/** Recent Readings: a type filter, a chart per type over 30 days, and the latest readings. */
export function ReadingsTab({ devices }: { devices: readonly BiometricDevice[] }) {
  const [type, setType] = useState<ReadingType | null>(null);
  const readings = useReadings(type);
  const timeZone = useTimeZone();
  const types = typesWithData(devices);

  if (types.length === 0) {
    return (
      <Card>
        <CardContent className="p-5 pt-5">
          <EmptyState icon={LineChart} title="No readings yet" testId="readings-empty">
            <p>Readings appear here once a device sends some or an import has finished.</p>
          </EmptyState>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <ReadingTypeFilter types={types} value={type} onChange={setType} />
        <a href={EXPORT_CSV_URL} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-5" />
          Download readings (CSV)
        </a>
      </div>
      <section aria-labelledby="daily-heading" className="flex flex-col gap-3">
        <h2 id="daily-heading" className="text-lg font-semibold text-slate-900">
          {`Last ${CHART_DAYS} days`}
        </h2>
        <DailyCharts type={type} timeZone={timeZone} />
      </section>
      <section aria-labelledby="latest-heading" className="flex flex-col gap-1">
        <h2 id="latest-heading" className="text-lg font-semibold text-slate-900">
          Latest readings
        </h2>
        <p className="text-sm text-slate-600">{`The latest ${READINGS_SHOWN}, newest first.`}</p>
        {readings.data ? (
          readings.data.length === 0 ? (
            <p className="py-3 text-slate-700">No readings of this type.</p>
          ) : (
            <ReadingsList readings={readings.data} timeZone={timeZone} />
          )
        ) : readings.isError ? (
          <LoadError
            what="your readings"
            onRetry={() => void readings.refetch()}
            retrying={readings.isFetching}
          />
        ) : (
          <p role="status">Loading your readings…</p>
        )}
      </section>
    </div>
  );
}
