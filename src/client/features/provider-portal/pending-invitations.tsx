import type { HealthcareProvider } from '@core/provider-portal/types';
import { Button } from '@client/components/ui/button';
import { formatDay } from './format';
import type { ProviderDialog } from './provider-dialogs';

function waitingText(provider: HealthcareProvider): string {
  if (provider.status === 'locked') return 'Locked after too many wrong codes';
  if (provider.status === 'expired') return 'Invitation expired';
  return 'Waiting for the provider to enter the code';
}

/** Invitations whose code has not been confirmed yet. */
export function PendingInvitations({
  invitations,
  open,
  onResend,
  resendingId,
}: {
  invitations: HealthcareProvider[];
  open(dialog: ProviderDialog): void;
  onResend(provider: HealthcareProvider): void;
  resendingId: string | null;
}) {
  return (
    <section aria-labelledby="pending-invitations-heading" className="flex flex-col gap-3">
      <h2 id="pending-invitations-heading" className="text-xl font-semibold text-slate-900">
        Pending Invitations
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.map((provider) => (
          <li
            key={provider.id}
            data-testid="pending-invitation"
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <h3 className="font-semibold break-words text-slate-900">{provider.name}</h3>
              <p className="text-sm break-all text-slate-700">{provider.email}</p>
              <p className="text-sm text-slate-600">Invited {formatDay(provider.invitedAt)}</p>
              <p
                className={
                  provider.status === 'locked'
                    ? 'text-sm font-semibold text-red-700'
                    : 'text-sm text-slate-600'
                }
              >
                {waitingText(provider)}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={resendingId === provider.id}
                aria-label={`Resend invitation to ${provider.name}`}
                onClick={() => onResend(provider)}
              >
                {resendingId === provider.id ? 'Sending...' : 'Resend'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Cancel invitation to ${provider.name}`}
                onClick={() => open({ kind: 'cancel', provider })}
              >
                Cancel
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
