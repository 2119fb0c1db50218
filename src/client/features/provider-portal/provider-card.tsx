import { useId } from 'react';
import { Pencil } from 'lucide-react';
import { ACCESS_LEVEL_LABELS } from '@core/provider-portal/permissions';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { Button } from '@client/components/ui/button';
import { formatDateTime, formatDay } from './format';
import type { ProviderDialog } from './provider-dialogs';
import { StatusBadge } from './status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** A verified provider: who they are, what they may do, until when, and what to do about it. */
export function ProviderCard({
  provider,
  open,
  onRenew,
  onResend,
  busy,
}: {
  provider: HealthcareProvider;
  open(dialog: ProviderDialog): void;
  onRenew(): void;
  onResend(): void;
  busy: boolean;
}) {
  const { name, status } = provider;
  // The card is named by its heading, so a screen reader lists it by name.
  const headingId = useId();
  const who = [provider.title, provider.specialization].filter(Boolean).join(' · ');
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="provider-card"
      aria-labelledby={headingId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {name}
            </h3>
            <StatusBadge status={status} />
          </div>
          {who ? <p className="text-slate-700">{who}</p> : null}
          {provider.organization ? (
            <p className="text-sm text-slate-600">{provider.organization}</p>
          ) : null}
          <p className="text-sm break-words text-slate-600">
            {[provider.email, provider.phone, provider.address].filter(Boolean).join(' · ')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${name}`}
          onClick={() => open({ kind: 'edit', provider })}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Fact label="Access level" value={ACCESS_LEVEL_LABELS[provider.accessLevel]} />
        <Fact
          label={status === 'revoked' ? 'Access' : 'Access until'}
          value={
            status === 'revoked' && provider.accessRevokedAt
              ? `Revoked ${formatDay(provider.accessRevokedAt)}`
              : formatDay(provider.accessExpiresAt)
          }
        />
        <Fact
          label="Last access"
          value={provider.lastAccessed ? formatDateTime(provider.lastAccessed) : 'Never'}
        />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => open({ kind: 'permissions', provider })}>
          Permissions
        </Button>
        <Button variant="outline" size="sm" onClick={() => open({ kind: 'log', provider })}>
          Access log
        </Button>
        {status === 'connected' || status === 'expired' ? (
          <Button variant="outline" size="sm" onClick={onRenew} disabled={busy}>
            Renew access
          </Button>
        ) : null}
        {status !== 'revoked' ? (
          <Button variant="outline" size="sm" onClick={() => open({ kind: 'revoke', provider })}>
            Revoke access
          </Button>
        ) : null}
        {status === 'revoked' ? (
          <Button variant="outline" size="sm" onClick={onResend} disabled={busy}>
            Send new invitation
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => open({ kind: 'remove', provider })}>
          Remove
        </Button>
      </div>
    </li>
  );
}
