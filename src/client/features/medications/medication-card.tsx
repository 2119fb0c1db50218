import { Check, SkipForward } from 'lucide-react';
import {
  FREQUENCY_LABELS,
  TYPE_LABELS,
  adherenceTone,
  effectivenessTone,
  type DetailedMedication,
} from '@core/medications';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { TONE_CLASSES } from './tone';

const MAX_PURPOSES = 3;
const SHOWN_DOSES = 3;

function formatTaken(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
  }
}

function Figure({
  label,
  value,
  toneClass,
}: {
  label: string;
  value: string;
  toneClass: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd>
        <span
          className={cn(
            'inline-flex rounded-lg px-2 py-0.5 text-lg font-bold tabular-nums',
            toneClass ?? 'text-slate-700',
          )}
        >
          {value === '—' ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No data yet</span>
            </>
          ) : (
            value
          )}
        </span>
      </dd>
    </div>
  );
}

export interface MedicationCardProps {
  medication: DetailedMedication;
  timeZone: string;
  onLog(): void;
  onEdit(): void;
  onToggleActive(): void;
  onDelete(): void;
  busy: boolean;
}

export function MedicationCard({
  medication,
  timeZone,
  onLog,
  onEdit,
  onToggleActive,
  onDelete,
  busy,
}: MedicationCardProps) {
  const { adherenceRate, avgEffectiveness, purposes, sideEffects } = medication;
  const extraPurposes = purposes.length - MAX_PURPOSES;
  const headingId = `medication-${medication.id}`;
  return (
    <Card
      className="flex flex-col gap-4 p-5"
      data-testid="medication-card"
      aria-labelledby={headingId}
      role="group"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {medication.name}
          </h3>
          <p className="text-slate-700">
            {medication.dosage} · {FREQUENCY_LABELS[medication.frequency]}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{TYPE_LABELS[medication.type]}</Badge>
          <Badge variant={medication.isActive ? 'default' : 'outline'}>
            {medication.isActive ? 'Active' : 'Stopped'}
          </Badge>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label="Adherence (30 days)"
          value={adherenceRate === null ? '—' : `${adherenceRate}%`}
          toneClass={adherenceRate === null ? null : TONE_CLASSES[adherenceTone(adherenceRate)]}
        />
        <Figure
          label="Avg. effectiveness"
          value={avgEffectiveness === null ? '—' : `${avgEffectiveness}/10`}
          toneClass={
            avgEffectiveness === null ? null : TONE_CLASSES[effectivenessTone(avgEffectiveness)]
          }
        />
      </dl>

      {purposes.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Purposes">
          {purposes.slice(0, MAX_PURPOSES).map((purpose) => (
            <li key={purpose}>
              <Badge variant="outline">{purpose}</Badge>
            </li>
          ))}
          {extraPurposes > 0 ? (
            <li>
              <Badge variant="outline">+{extraPurposes}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {sideEffects.length > 0 ? (
        <p className="text-sm text-slate-700">
          {sideEffects.length} known side effect{sideEffects.length === 1 ? '' : 's'}
        </p>
      ) : null}

      {medication.recentLogs.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Recent doses</p>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
            {medication.recentLogs.slice(0, SHOWN_DOSES).map((log) => (
              <li key={log.id} className="flex items-center gap-2">
                {log.skipped ? (
                  <SkipForward aria-hidden="true" className="size-4 text-slate-500" />
                ) : (
                  <Check aria-hidden="true" className="size-4 text-emerald-700" />
                )}
                <span className="tabular-nums">{formatTaken(log.takenAt, timeZone)}</span>
                <span>{log.skipped ? 'Skipped' : 'Taken'}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={onLog}>
          Log dose
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onToggleActive} disabled={busy}>
          {medication.isActive ? 'Stop' : 'Restart'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} className="text-danger">
          Delete
        </Button>
      </div>
    </Card>
  );
}
