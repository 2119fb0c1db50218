import { Pencil } from 'lucide-react';
import {
  INSTITUTION_TYPE_LABELS,
  PRIVACY_LEVEL_LABELS,
  STUDY_TYPE_LABELS,
} from '@core/research/constants';
import type { AdminResearchStudy } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { PercentBar } from '@client/components/ui/percent-bar';
import { PhaseBadge } from './phase-badge';
import { StudyDatasetDownloads } from './study-dataset-downloads';
import { StudyPhaseActions } from './study-phase-actions';
import { formatStudyDate, reconsentText } from './study-text';

function Count({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One study in the admin list: what it is, how full it is, and what can be done with it. */
export function StudyCard({
  study,
  timeZone,
  onEdit,
}: {
  study: AdminResearchStudy;
  timeZone: string;
  onEdit(study: AdminResearchStudy): void;
}) {
  const headingId = `study-${study.id}-title`;
  const progress = Math.max(0, Math.min(100, study.enrolmentProgress));
  const completed = study.phase === 'completed';
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-testid="research-study-card"
      className="flex flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <PhaseBadge phase={study.phase} />
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            <span className="sr-only">Privacy level: </span>
            {PRIVACY_LEVEL_LABELS[study.privacyLevel] ?? study.privacyLevel}
          </span>
          <span className="text-sm text-slate-600">
            {STUDY_TYPE_LABELS[study.studyType] ?? study.studyType}
          </span>
        </div>
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {study.title}
        </h3>
        <p className="text-slate-700">
          {study.institution}
          <span className="text-slate-600">
            {' '}
            · {INSTITUTION_TYPE_LABELS[study.institutionType] ?? study.institutionType} ·{' '}
            {study.principalInvestigator}
          </span>
        </p>
        <p className="text-sm text-slate-600" data-testid="study-dates">
          <time dateTime={study.startDate}>{formatStudyDate(study.startDate)}</time> –{' '}
          <time dateTime={study.endDate}>{formatStudyDate(study.endDate)}</time>
          {study.duration ? ` (${study.duration})` : ''}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-slate-800">Enrolment</span>
          <span className="text-slate-700" data-testid="study-enrolment">
            <span className="font-semibold text-slate-900">{study.enrolmentProgress}%</span> ·{' '}
            {study.participantCount} of {study.targetParticipants} participants
          </span>
        </div>
        <PercentBar label={`Enrolment of ${study.title}`} percent={progress} />
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count value={study.counts.active} label="Active" testId="study-count-active" />
        <Count value={study.counts.completed} label="Completed" testId="study-count-completed" />
        <Count value={study.counts.withdrawn} label="Withdrawn" testId="study-count-withdrawn" />
        <Count
          value={study.consent.version}
          label="Consent version"
          testId="study-consent-version"
        />
      </dl>
      {study.counts.needsReconsent > 0 ? (
        <p
          className="rounded-xl bg-amber-100 px-3 py-2 font-semibold text-amber-900"
          data-testid="study-reconsent"
        >
          {reconsentText(study.counts.needsReconsent)}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {completed ? (
          <p className="text-sm text-slate-700">A completed study cannot be changed.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(study)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <StudyPhaseActions study={study} />
          </div>
        )}
        <StudyDatasetDownloads study={study} timeZone={timeZone} />
      </div>
    </Card>
  );
}
