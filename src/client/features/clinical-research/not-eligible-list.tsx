import { useId } from 'react';
import type { ResearchStudy } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import type { OpenDialog } from './research-dialogs';
import { sentence } from './study-look';

/** Studies recruiting that this person cannot join, each with the reasons in words. */
export function NotEligibleList({ studies, open }: { studies: ResearchStudy[]; open: OpenDialog }) {
  return (
    <section aria-labelledby="not-eligible-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="not-eligible-heading" className="text-xl font-semibold text-slate-900">
          Not eligible
        </h2>
        <p className="text-sm text-slate-600">
          Studies that are recruiting, but not for you right now, and why.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {studies.map((study) => (
          <NotEligibleItem key={study.id} study={study} open={open} />
        ))}
      </ul>
    </section>
  );
}

function NotEligibleItem({ study, open }: { study: ResearchStudy; open: OpenDialog }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="not-eligible-study"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {study.title}
        </h3>
        <p className="text-sm text-slate-600">{study.institution}</p>
        <ul
          className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-slate-800"
          data-testid="eligibility-reasons"
        >
          {(study.eligibilityReasons.length > 0
            ? study.eligibilityReasons
            : ['not open to you right now']
          ).map((reason) => (
            <li key={reason}>{sentence(reason)}</li>
          ))}
        </ul>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        onClick={() => open({ kind: 'details', study })}
      >
        View Details
      </Button>
    </li>
  );
}
