import { Button } from '@client/components/ui/button';
import { CopyField } from '@client/components/ui/copy-field';

/**
 * Shown when this Cairn cannot send e-mail: the link (and an invitation's code) appear here once,
 * for the patient to pass on. They are not stored anywhere the patient could see them again.
 */
export function ManualDelivery({
  link,
  code,
  providerName,
  onDone,
}: {
  link: string;
  code?: string | undefined;
  providerName: string;
  onDone(): void;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="manual-delivery">
      <p role="status" className="rounded-xl bg-amber-100 p-3 text-amber-900">
        This Cairn has no e-mail set up, so nothing was sent. Pass{' '}
        {code ? 'this link and code' : 'this link'} to {providerName} yourself, by a channel you
        trust{code ? ', ideally the code separately from the link' : ''}. They are shown only once:
        copy them now.
      </p>
      <CopyField label="Secure link" value={link} />
      {code ? <CopyField label="Access code" value={code} /> : null}
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
