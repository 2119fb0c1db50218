import { useId } from 'react';
import {
  RECOMMENDATION_CATEGORY_LABELS,
  type TreatmentRecommendation,
} from '@core/provider-portal/types';
import type { RecommendationAnswer } from '@client/api/provider-portal/respond-recommendation';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatCalendarDay, formatDay } from './format';
import {
  PRIORITY_CLASSES,
  PRIORITY_LABELS,
  RECOMMENDATION_STATUS_CLASSES,
  RECOMMENDATION_STATUS_LABELS,
} from './recommendation-look';

/** A provider's recommendation. Only a pending one can be accepted or declined. */
export function RecommendationCard({
  item,
  busy,
  onAnswer,
}: {
  item: TreatmentRecommendation;
  busy: boolean;
  onAnswer(status: RecommendationAnswer): void;
}) {
  // The card is named by its heading, so a screen reader lists it by name.
  const headingId = useId();
  return (
    <li
      data-testid="recommendation-card"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{RECOMMENDATION_CATEGORY_LABELS[item.category]}</Badge>
          <Badge variant="secondary" className={PRIORITY_CLASSES[item.priority]}>
            {PRIORITY_LABELS[item.priority]}
          </Badge>
          <Badge
            variant="secondary"
            className={RECOMMENDATION_STATUS_CLASSES[item.status]}
            data-testid="recommendation-status"
          >
            {RECOMMENDATION_STATUS_LABELS[item.status]}
          </Badge>
        </div>
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {item.title}
        </h3>
        <p className="text-sm text-slate-600">
          From {item.providerName} · {formatDay(item.createdAt)}
        </p>
      </div>
      {item.category === 'medication' && item.medicationChange ? (
        <dl className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Medication</dt>
            <dd className="font-semibold text-slate-900">{item.medicationChange.medication}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Proposed change</dt>
            <dd className="font-semibold text-slate-900">{item.medicationChange.change}</dd>
          </div>
        </dl>
      ) : null}
      {item.description ? (
        <p className="whitespace-pre-line text-slate-700">{item.description}</p>
      ) : null}
      {item.dueDate ? (
        <p className="text-sm text-slate-700">
          {item.category === 'follow-up' ? 'Follow-up on' : 'Due'}{' '}
          <span className="font-semibold">{formatCalendarDay(item.dueDate)}</span>
        </p>
      ) : null}
      {item.notes ? (
        <p className="text-sm whitespace-pre-line text-slate-700">
          <span className="font-semibold">Notes: </span>
          {item.notes}
        </p>
      ) : null}
      {item.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => onAnswer('accepted')}>
            Accept
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onAnswer('declined')}>
            Decline
          </Button>
        </div>
      ) : item.status === 'accepted' ? (
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onAnswer('completed')}>
            Mark completed
          </Button>
        </div>
      ) : null}
      {item.category === 'medication' && item.status === 'pending' ? (
        <p className="text-sm text-slate-600">
          Accepting records your agreement here; change your medication only as your provider tells
          you.
        </p>
      ) : null}
    </li>
  );
}
