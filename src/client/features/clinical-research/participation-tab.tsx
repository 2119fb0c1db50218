import type { ReactNode } from 'react';
import type { ResearchParticipation } from '@core/research/types';
import { Button } from '@client/components/ui/button';
import { EmptyState } from './empty-state';
import { DATA_CHOICE_SUMMARY } from './labels';
import { formatDay } from './format';
import { ParticipationCard } from './participation-card';
import type { OpenDialog } from './research-dialogs';
import type { useCertificate } from './use-certificate';

function WithdrawnList({ participations }: { participations: ResearchParticipation[] }) {
  return (
    <section aria-labelledby="withdrawn-heading" className="flex flex-col gap-2">
      <h2 id="withdrawn-heading" className="text-lg font-semibold text-slate-900">
        Withdrawn
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {participations.map((participation) => (
          <li
            key={participation.id}
            data-testid="withdrawn-participation"
            className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span className="font-semibold break-words text-slate-900">
              {participation.study.title}
            </span>
            <span className="text-sm text-slate-600">
              {participation.withdrawnAt
                ? `Withdrawn ${formatDay(participation.withdrawnAt)}`
                : 'Withdrawn'}
              {participation.withdrawalChoice
                ? ` · ${DATA_CHOICE_SUMMARY[participation.withdrawalChoice]}`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A headed list of participation cards; nothing at all when there are none. */
function ParticipationSection({
  id,
  title,
  participations,
  card,
}: {
  id: string;
  title: string;
  participations: ResearchParticipation[];
  card(participation: ResearchParticipation): ReactNode;
}) {
  if (participations.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="flex flex-col gap-4">{participations.map(card)}</ul>
    </section>
  );
}

/** My Participation: active studies first, then completed ones, then a short withdrawn list. */
export function ParticipationTab({
  participations,
  today,
  open,
  certificate,
  onBrowse,
}: {
  participations: ResearchParticipation[];
  today: string;
  open: OpenDialog;
  certificate: ReturnType<typeof useCertificate>;
  onBrowse(): void;
}) {
  const current = participations.filter((item) => item.status === 'active');
  const completed = participations.filter((item) => item.status === 'completed');
  const withdrawn = participations.filter((item) => item.status === 'withdrawn');
  const card = (participation: ResearchParticipation) => (
    <ParticipationCard
      key={participation.id}
      participation={participation}
      today={today}
      open={open}
      onCertificate={() => certificate.download(participation)}
      certificateBusy={certificate.busy === participation.id}
    />
  );
  return (
    <div className="flex flex-col gap-8">
      {current.length === 0 && completed.length === 0 ? (
        <EmptyState title="You are not taking part in a study">
          <p>
            Studies you join appear here, with what you have contributed and when the next data is
            gathered.
          </p>
          <Button variant="outline" onClick={onBrowse}>
            See available studies
          </Button>
        </EmptyState>
      ) : null}
      <ParticipationSection
        id="active-heading"
        title="Active studies"
        participations={current}
        card={card}
      />
      <ParticipationSection
        id="completed-heading"
        title="Completed studies"
        participations={completed}
        card={card}
      />
      {withdrawn.length > 0 ? <WithdrawnList participations={withdrawn} /> : null}
    </div>
  );
}
