import { useId } from 'react';
import { AlertTriangle } from 'lucide-react';
import { CATEGORY_LABELS, PRIVACY_LEVEL_LABELS } from '@core/research/constants';
import type { ResearchParticipation } from '@core/research/types';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { PercentBar } from '@client/components/ui/percent-bar';
import { formatCount, formatDay, formatDollars, formatUpcoming } from './format';
import { PARTICIPATION_STATUS_CLASSES, PARTICIPATION_STATUS_LABELS } from './labels';
import type { OpenDialog } from './research-dialogs';
import { Fact } from './study-look';

const COUNTS = [
  ['painEntries', 'Pain entries'],
  ['symptomsReported', 'Symptoms reported'],
  ['medicationRecords', 'Medication records'],
  ['biometricDataPoints', 'Biometric data points'],
] as const;

function ReconsentNotice({ onReview }: { onReview(): void }) {
  return (
    <div
      data-testid="reconsent-notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-100 p-3 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Consent changed.</strong> The study changed its consent; nothing more is shared
          until you read it and agree again.
        </span>
      </p>
      <Button size="sm" className="shrink-0" onClick={onReview}>
        Review and consent
      </Button>
    </div>
  );
}

/** An active or completed participation: progress, what was contributed, and what to do. */
export function ParticipationCard({
  participation,
  today,
  open,
  onCertificate,
  certificateBusy,
}: {
  participation: ResearchParticipation;
  today: string;
  open: OpenDialog;
  onCertificate(): void;
  certificateBusy: boolean;
}) {
  const headingId = useId();
  const { study, status } = participation;
  const active = status === 'active';
  return (
    <li
      aria-labelledby={headingId}
      data-testid="participation-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {study.title}
          </h3>
          <Badge
            variant="tint"
            className={PARTICIPATION_STATUS_CLASSES[status]}
            data-testid="participation-status"
          >
            {PARTICIPATION_STATUS_LABELS[status]}
          </Badge>
        </div>
        <p className="text-slate-700">{study.institution}</p>
      </div>
      {active && participation.needsReconsent ? (
        <ReconsentNotice onReview={() => open({ kind: 'reconsent', participation })} />
      ) : null}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Fact label="Enrolled">{formatDay(participation.enrolledAt)}</Fact>
        {active ? (
          <Fact label="Next submission">
            {participation.nextSubmission
              ? formatUpcoming(participation.nextSubmission, today)
              : 'None planned'}
          </Fact>
        ) : (
          <Fact label="Completed">
            {formatDay(participation.completedAt ?? participation.study.endDate)}
          </Fact>
        )}
        <Fact label="Privacy level">{PRIVACY_LEVEL_LABELS[study.privacyLevel]}</Fact>
      </dl>
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between gap-3 text-sm text-slate-700">
          <span>Study completion</span>
          <span data-testid="completion-percent">{participation.completionPercentage}%</span>
        </div>
        <PercentBar
          label={`Completion of ${study.title}`}
          percent={participation.completionPercentage}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-slate-700">Contributed since you enrolled</h4>
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="contributed-counts">
          {COUNTS.map(([key, label]) => (
            <Fact key={key} label={label}>
              {formatCount(participation.dataContributed[key])}
            </Fact>
          ))}
        </dl>
      </div>
      <p className="text-sm text-slate-700" data-testid="shared-categories">
        <span className="font-semibold">Shared: </span>
        {participation.sharedCategories.length > 0
          ? participation.sharedCategories.map((category) => CATEGORY_LABELS[category]).join(', ')
          : 'Nothing at the moment'}
        {participation.compensationEarned > 0
          ? ` · Compensation earned: ${formatDollars(participation.compensationEarned)}`
          : ''}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => open({ kind: 'data', participation })}>
          View Data
        </Button>
        {active ? (
          <Button variant="outline" onClick={() => open({ kind: 'withdraw', participation })}>
            Withdraw
          </Button>
        ) : (
          <Button onClick={onCertificate} disabled={certificateBusy}>
            {certificateBusy ? 'Preparing certificate...' : 'Certificate'}
          </Button>
        )}
      </div>
    </li>
  );
}
