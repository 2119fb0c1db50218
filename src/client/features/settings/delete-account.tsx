import { useId, useState, type FormEvent } from 'react';
import { isWrongPassword, useDeleteAccount } from '@client/features/auth/api/delete-account';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';

/**
 * Delete account (in Data and Privacy): removes the account and every entry, medication, dose, trigger, tag and
 * setting, after the password is typed again. Nothing can be recovered, so the dialog says so
 * and points to the export first.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-slate-600">
        Permanently delete your account and all of your data from Cairn. This cannot be undone.
        Export your data first if you want to keep a copy.
      </p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const fieldId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || remove.isPending) return;
    remove.mutate(password);
  }

  const failure = remove.isError
    ? isWrongPassword(remove.error)
      ? 'That password is not correct.'
      : 'Your account could not be deleted. Check your connection and try again.'
    : null;

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !remove.isPending) onClose();
      }}
      title="Delete your account?"
      description="Every journal entry, medication, dose, trigger and setting will be removed for good."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="font-medium text-slate-800">
            Type your password to confirm
          </label>
          <input
            id={fieldId}
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900"
          />
        </div>
        {failure ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl bg-red-50 p-3 font-semibold text-red-800"
          >
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete everything'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
