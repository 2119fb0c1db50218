import type {
  ProviderNote,
  RecommendationStatus,
  TreatmentRecommendation,
} from '@core/provider-portal/types';
import { RECOMMENDATION_CATEGORY_LABELS } from '@core/provider-portal/types';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { formatDay, formatInstant } from '../dates';

const STATUS_LABELS: Record<RecommendationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};

const STATUS_CLASSES: Record<RecommendationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-primary-muted text-slate-900',
  declined: 'bg-slate-100 text-slate-700',
  completed: 'bg-green-100 text-green-900',
};

function RecommendationItem({ item }: { item: TreatmentRecommendation }) {
  return (
    <li
      className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="sent-recommendation"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-base font-semibold text-slate-900">{item.title}</h4>
        <Badge variant="secondary" className={cn('text-sm', STATUS_CLASSES[item.status])}>
          {STATUS_LABELS[item.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        {RECOMMENDATION_CATEGORY_LABELS[item.category]} · {item.priority} priority · sent{' '}
        {formatInstant(item.createdAt)}
        {item.dueDate
          ? ` · ${item.category === 'follow-up' ? 'date' : 'review by'} ${formatDay(item.dueDate)}`
          : ''}
      </p>
      {item.description ? (
        <p className="text-sm text-slate-800 whitespace-pre-line">{item.description}</p>
      ) : null}
    </li>
  );
}

/** What this clinician has written to the patient, and how the patient answered. */
export function SentItems({
  recommendations,
  notes,
}: {
  recommendations: readonly TreatmentRecommendation[];
  notes: readonly ProviderNote[];
}) {
  return (
    <section aria-labelledby="sent-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="sent-heading" className="text-xl font-semibold text-slate-900">
        What you sent
      </h2>
      {recommendations.length === 0 && notes.length === 0 ? (
        <p className="text-base text-slate-700">Nothing yet.</p>
      ) : null}
      {recommendations.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-slate-900">Recommendations</h3>
          <ul className="flex flex-col gap-2">
            {recommendations.map((item) => (
              <RecommendationItem key={item.id} item={item} />
            ))}
          </ul>
        </div>
      ) : null}
      {notes.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-slate-900">Notes</h3>
          <ul className="flex flex-col gap-2">
            {notes.map((note) => (
              <li
                key={note.id}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid="sent-note"
              >
                <p className="text-sm text-slate-600">{formatInstant(note.createdAt)}</p>
                <p className="text-base text-slate-800 whitespace-pre-line">{note.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
