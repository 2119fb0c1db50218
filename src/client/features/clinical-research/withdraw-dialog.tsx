import { useId, useState } from 'react';
import { WITHDRAWAL_CHOICES, type WithdrawalChoice } from '@core/research/constants';
import type { ResearchParticipation } from '@core/research/types';
import { useWithdraw } from '@client/api/research/withdraw';
import { Button } from '@client/components/ui/button';
import { labelClass } from '@client/components/ui/form-styles';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { FailureNote } from '@client/components/ui/failure-note';
import { DATA_CHOICE_LABELS } from './labels';
import { DialogActions, ShownDialog } from './shown-dialog';

const CHOICE_HINTS: Record<WithdrawalChoice, string> = {
  keep: 'What you shared until today stays in the study; nothing new is shared.',
  remove: 'Your data is left out of every download the researchers make from now on.',
};

/** Leaving a study: what happens, and a choice about the data already contributed. */
export function WithdrawDialog({
  participation,
  onClose,
}: {
  participation: ResearchParticipation;
  onClose(): void;
}) {
  const withdraw = useWithdraw();
  const [choice, setChoice] = useState<WithdrawalChoice>('keep');
  const name = useId();
  const failure = withdraw.isError
    ? serverMessage(withdraw.error, 'You could not be withdrawn. Please try again.')
    : null;

  function confirm() {
    withdraw.mutate(
      { participationId: participation.id, body: { dataChoice: choice } },
      {
        onSuccess: () => {
          toast({
            title: 'Withdrawn from study',
            description: `You have left ${participation.study.title}.`,
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Withdrawal failed',
            description: serverMessage(error, 'You could not be withdrawn. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <ShownDialog
      onClose={onClose}
      busy={withdraw.isPending}
      title="Withdraw from study"
      description={participation.study.title}
    >
      <div className="flex flex-col gap-5" data-testid="withdraw-dialog">
        <p className="text-slate-800">
          You can leave at any time, without giving a reason. From today nothing more is shared with
          the study, and the research team at {participation.study.institution} is told you have
          withdrawn. You can enrol again later while it is recruiting.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className={`${labelClass} mb-1`}>Data you have already contributed</legend>
          {WITHDRAWAL_CHOICES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 text-slate-900 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex flex-col">
                <span className="font-medium">{DATA_CHOICE_LABELS[value]}</span>
                <span className="text-sm text-slate-600">{CHOICE_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FailureNote message={failure} />
        <DialogActions onCancel={onClose} pending={withdraw.isPending}>
          <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </DialogActions>
      </div>
    </ShownDialog>
  );
}
