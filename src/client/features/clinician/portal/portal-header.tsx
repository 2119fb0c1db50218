import { ShieldCheck } from 'lucide-react';
import type { ClinicianPortal } from '@core/provider-portal/types';
import { Logo } from '@client/components/ui/logo';
import { formatInstant } from '../dates';

/** Who shared, with whom, until when, and what this page promises about privacy. */
export function PortalHeader({ portal }: { portal: ClinicianPortal }) {
  const { provider, patient } = portal;
  const who = patient.name.trim() || 'your patient';
  return (
    <header className="flex flex-col gap-4 print:hidden">
      <div className="flex items-center gap-3">
        <Logo className="size-10" />
        <h1 className="text-2xl font-semibold text-slate-900">Cairn · Shared with you by {who}</h1>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-base text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">Provider</dt>
          <dd>
            <span className="font-semibold text-slate-900">{provider.name}</span>
            {provider.title ? `, ${provider.title}` : ''}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Access</dt>
          <dd>Access until {formatInstant(provider.accessExpiresAt)}</dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 rounded-xl bg-teal-50 p-3 text-sm leading-relaxed text-slate-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        This page is private to you. It is not indexed, not cached, and every visit is shown to your
        patient.
      </p>
    </header>
  );
}
