import { ShieldCheck } from 'lucide-react';

/** What happens to the readings, in Cairn's own words (the spec names only "a privacy notice"). */
export function PrivacyNotice() {
  return (
    <section
      aria-labelledby="biometric-privacy-heading"
      data-testid="privacy-notice"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-100 p-4 text-sky-900 sm:flex-row sm:items-start"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="biometric-privacy-heading" className="font-semibold">
          Your readings stay yours
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>
            Readings are stored with your account on this Cairn server. They are never sold or
            shared.
          </li>
          <li>A device token can only add readings; it can never read anything back.</li>
          <li>Disconnect stops a device at once.</li>
          <li>
            Raw readings are kept for the device&apos;s retention period; daily summaries stay until
            you remove the device.
          </li>
        </ul>
      </div>
    </section>
  );
}
