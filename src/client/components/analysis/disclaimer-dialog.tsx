import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';

/** The full medical disclaimer of the AI Pain Analysis page, with 'I Understand' (spec). */
export function DisclaimerDialog({
  open,
  onOpenChange,
  onAccept,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAccept(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Medical Disclaimer">
      <div className="flex flex-col gap-3 text-slate-700" data-testid="disclaimer-dialog">
        <p>
          This analysis describes patterns in what you have logged: your journal entries,
          medications and doses. It is statistics on your own records, not a trained AI model, and
          nothing leaves your account to make it.
        </p>
        <p>
          It is not medical advice and not a diagnosis. When a factor and your pain went together in
          your entries, that does not prove one causes the other, and the picture can change as you
          log more.
        </p>
        <p className="font-semibold text-slate-900">
          Please do not start, stop or change a medication or treatment because of what you read
          here. Talk it over with your doctor or another clinician who knows you first.
        </p>
        <p>
          If your pain is suddenly much worse or different from usual, or comes with new symptoms
          such as weakness, numbness, fever or chest pain, seek medical help. In an emergency, call
          911.
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onAccept}>I Understand</Button>
      </div>
    </Dialog>
  );
}
