import { CATEGORY_LABELS } from '@core/research/constants';
import type { ResearchParticipation } from '@core/research/types';
import { useParticipationData } from '@client/api/research/get-participation-data';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { countOf, formatCount } from './format';
import { DataTable } from './data-table';
import { Fact } from './study-look';
import { PrivacyLevel } from './study-sections';
import { DialogClose, ShownDialog } from './shown-dialog';

/** What the study receives from this person, exactly as the researchers' download builds it. */
export function ViewDataDialog({
  participation,
  onClose,
}: {
  participation: ResearchParticipation;
  onClose(): void;
}) {
  const data = useParticipationData(participation.id);

  function content() {
    if (data.data) {
      const view = data.data;
      return (
        <div className="flex flex-col gap-4">
          <p className="text-slate-800">
            This is what {participation.study.institution} receives from you.{' '}
            {view.privacyLevel === 'identifiable'
              ? 'As you agreed, it includes your name and e-mail address, but never anything you wrote in your own words.'
              : 'It never includes your name, your e-mail address or anything you wrote in your own words.'}
          </p>
          <PrivacyLevel study={view} />
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Fact label="Your code in the study">
              <span data-testid="pseudonym">{view.pseudonym}</span>
            </Fact>
            <Fact label="Categories shared">
              {view.categories.length > 0
                ? view.categories.map((category) => CATEGORY_LABELS[category]).join(', ')
                : 'None'}
            </Fact>
            <Fact label="Medication records">{formatCount(view.medicationRecords)}</Fact>
            <Fact label="Days with biometric data">{formatCount(view.biometricDays)}</Fact>
          </dl>
          {view.daily.rows.length > 0 ? (
            <>
              <p className="text-sm text-slate-600" data-testid="data-row-count">
                {view.totalRows > view.daily.rows.length
                  ? `The latest ${formatCount(view.daily.rows.length)} of ${countOf(view.totalRows, 'row')}.`
                  : `${countOf(view.totalRows, 'row')} in total.`}
              </p>
              <DataTable table={view.daily} label="Daily data shared with the study" />
            </>
          ) : (
            <p className="rounded-xl bg-slate-50 p-3 text-slate-700" data-testid="data-row-count">
              Nothing has been shared yet. Data you log from your enrolment day on appears here.
            </p>
          )}
        </div>
      );
    }
    if (data.isError) {
      return (
        <LoadError
          what="the data shared with this study"
          onRetry={() => void data.refetch()}
          retrying={data.isFetching}
        />
      );
    }
    return (
      <div role="status" aria-label="Loading the shared data" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }

  return (
    <ShownDialog
      onClose={onClose}
      title="Data shared with the study"
      description={participation.study.title}
      className="max-w-3xl"
    >
      <div className="flex flex-col gap-4" data-testid="view-data-dialog">
        {content()}
        <DialogClose onClose={onClose} />
      </div>
    </ShownDialog>
  );
}
