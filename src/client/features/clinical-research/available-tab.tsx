import type { ResearchStudy } from '@core/research/types';
import { EmptyState } from './empty-state';
import { NotEligibleList } from './not-eligible-list';
import type { OpenDialog } from './research-dialogs';
import { StudyCard } from './study-card';

/** Available Studies: the ones this person can join, then the ones they cannot, with reasons. */
export function AvailableTab({ studies, open }: { studies: ResearchStudy[]; open: OpenDialog }) {
  if (studies.length === 0) {
    return (
      <EmptyState title="No studies are recruiting right now">
        <p>
          When the Cairn team opens a new study it appears here, with who runs it and what it asks
          for. Nothing is shared until you enrol.
        </p>
      </EmptyState>
    );
  }
  const eligible = studies.filter((study) => study.isEligible);
  const notEligible = studies.filter((study) => !study.isEligible);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="eligible-heading" className="flex flex-col gap-3">
        <h2 id="eligible-heading" className="text-xl font-semibold text-slate-900">
          Studies you can join
        </h2>
        {eligible.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {eligible.map((study) => (
              <StudyCard key={study.id} study={study} open={open} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">
            None of the studies recruiting now is open to you. The reasons are below; some change as
            you keep logging.
          </p>
        )}
      </section>
      {notEligible.length > 0 ? <NotEligibleList studies={notEligible} open={open} /> : null}
    </div>
  );
}
