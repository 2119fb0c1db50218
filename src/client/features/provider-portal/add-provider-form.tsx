import { useState, type FormEvent } from 'react';
import { PROVIDER_LIMITS } from '@core/provider-portal/constants';
import { accessLevelFor, presetPermissions } from '@core/provider-portal/permissions';
import { inviteProviderSchema, type InviteProviderPayload } from '@core/provider-portal/schemas';
import { Button } from '@client/components/ui/button';
import { fieldErrors } from '@client/components/ui/field-errors';
import { PermissionSwitches } from './permission-switches';
import { EMPTY_DETAILS, ProviderDetailFields } from './provider-detail-fields';
import { TextField } from '@client/components/ui/text-field';

/** The invitation form; checked with the server's own schema before it is sent. */
export function AddProviderForm({
  pending,
  failure,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  failure: string | null;
  onSubmit(payload: InviteProviderPayload): void;
  onCancel(): void;
}) {
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState(() => presetPermissions('read-only'));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload: InviteProviderPayload = {
      ...details,
      email,
      accessLevel: accessLevelFor(permissions),
      permissions,
    };
    const parsed = inviteProviderSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(payload);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ProviderDetailFields details={details} errors={errors} onChange={setDetails} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
        maxLength={PROVIDER_LIMITS.email}
        hint="The invitation link and a 6-digit code go to this address."
      />
      <PermissionSwitches permissions={permissions} onChange={setPermissions} />
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
