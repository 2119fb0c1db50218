import { useEffect, useRef } from 'react';
import { PEG_QUESTIONS, type PegCheckin } from '@core/peg';
import { Button } from '@client/components/ui/button';
import { SAVED_ON_DEVICE } from '@client/lib/offline/outbox';
import { PEG_ITEM_LABELS, pegScoreText } from './peg-words';

/**
 * The week's answered check-in: the score and how it is made, the three answers, and a way to
 * change them. Just after saving it takes the focus, so a screen reader hears the result.
 */
export function PegResult({
  checkin,
  justSaved,
  queued,
  onChange,
}: {
  checkin: PegCheckin;
  justSaved: boolean;
  /** Saved on this device, not yet on the server. */
  queued: boolean;
  onChange(): void;
}) {
  const score = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justSaved) score.current?.focus();
  }, [justSaved]);

  return (
    <div className="flex flex-col gap-4">
      <p
        ref={score}
        tabIndex={-1}
        data-testid="peg-score"
        className="text-lg text-slate-900 outline-none"
      >
        PEG score <strong className="text-2xl tabular-nums">{pegScoreText(checkin.score)}</strong>{' '}
        of 10: the mean of your three answers
      </p>
      {queued ? <p className="text-sm text-slate-600">{SAVED_ON_DEVICE}.</p> : null}
      <dl className="flex flex-col gap-2">
        {PEG_QUESTIONS.map(({ item }) => (
          <div key={item} className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-700">{PEG_ITEM_LABELS[item]}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{checkin[item]}/10</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button variant="outline" onClick={onChange}>
          Change answers
        </Button>
      </div>
    </div>
  );
}
