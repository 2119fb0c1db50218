import { ShieldCheck } from 'lucide-react';

/** Worded for a self-hosted app: what Cairn does, without claiming a compliance it cannot. */
export function HipaaNotice() {
  return (
    <section
      aria-labelledby="hipaa-notice-heading"
      data-testid="hipaa-notice"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-100 p-4 text-sky-900 sm:flex-row sm:items-start"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="hipaa-notice-heading" className="font-semibold">
          Privacy and HIPAA
        </h2>
        <p>
          Cairn is not a HIPAA-covered service. You decide what each provider sees; links are
          secret, expire, and every use is logged. You can revoke access at any time.
        </p>
      </div>
    </section>
  );
}
