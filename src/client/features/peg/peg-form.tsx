import { useState } from 'react';
import {
  PEG_ITEMS,
  PEG_QUESTIONS,
  type PegCheckin,
  type PegCurrent,
  type PegItem,
} from '@core/peg';
import { useSavePegCheckin, type PegSaved } from '@client/api/peg/save-checkin';
import { Button } from '@client/components/ui/button';
import { FailureNote } from '@client/components/ui/failure-note';
import { PegScale } from './peg-scale';

type Draft = Record<PegItem, number | null>;

const draftOf = (checkin: PegCheckin | null): Draft => ({
  pain: checkin?.pain ?? null,
  enjoyment: checkin?.enjoyment ?? null,
  activity: checkin?.activity ?? null,
});

/** All three answered: the answers to send; else null. */
function complete(draft: Draft): Record<PegItem, number> | null {
  return PEG_ITEMS.every((item) => draft[item] !== null)
    ? (draft as Record<PegItem, number>)
    : null;
}

/**
 * The three questions and Save. Nothing is chosen for the person: a question left open is
 * pointed out on Save rather than sent as a made-up middle value. Changing answers starts from
 * the saved ones.
 */
export function PegForm({
  week,
  onSaved,
  onCancel,
}: {
  week: PegCurrent;
  onSaved(saved: PegSaved): void;
  /** Only when there are saved answers to go back to. */
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(week.checkin));
  const [showMissing, setShowMissing] = useState(false);
  const save = useSavePegCheckin();

  const submit = () => {
    const answers = complete(draft);
    if (!answers) {
      setShowMissing(true);
      return;
    }
    save.mutate({ answers, week }, { onSuccess: onSaved });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {PEG_QUESTIONS.map((question, index) => (
        <PegScale
          key={question.item}
          position={index + 1}
          question={question}
          value={draft[question.item]}
          onChange={(value) => setDraft((current) => ({ ...current, [question.item]: value }))}
          missing={showMissing && draft[question.item] === null}
        />
      ))}
      {showMissing && !complete(draft) ? (
        <p role="alert" className="font-semibold text-red-800">
          Answer all three questions to save.
        </p>
      ) : null}
      <FailureNote
        message={save.isError ? `Your answers could not be saved. ${save.error.message}` : null}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
