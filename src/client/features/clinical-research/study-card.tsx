import { useId } from 'react';
import { INSTITUTION_TYPE_LABELS } from '@core/research/constants';
import type { ResearchStudy } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import type { OpenDialog } from './research-dialogs';
import { EnrolmentProgress, StudyBadges, StudyFacts } from './study-look';

/** An eligible recruiting study: what it is, what it asks, how full it is; details and enrol. */
export function StudyCard({ study, open }: { study: ResearchStudy; open: OpenDialog }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="study-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {study.title}
        </h3>
        <p className="text-slate-700">
          {study.institution}
          <span className="text-slate-600">
            {' '}
            · {INSTITUTION_TYPE_LABELS[study.institutionType]}
          </span>
        </p>
        <StudyBadges study={study} />
        {study.participationStatus === 'withdrawn' ? (
          <p className="text-sm text-slate-600">
            You withdrew from this study earlier. You can enrol again.
          </p>
        ) : null}
      </div>
      <StudyFacts study={study} />
      <EnrolmentProgress study={study} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => open({ kind: 'details', study })}>
          View Details
        </Button>
        <Button onClick={() => open({ kind: 'enroll', study })}>Enroll</Button>
      </div>
    </li>
  );
}
