import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';

/** The spec's ethics notice, with the link to how Cairn handles data. */
export function EthicsNotice() {
  return (
    <section
      aria-labelledby="research-ethics-heading"
      data-testid="ethics-notice"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-100 p-4 text-sky-900 sm:flex-row sm:items-start"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="research-ethics-heading" className="font-semibold">
          Research ethics
        </h2>
        <p>
          Every study here is approved by an ethics committee. Taking part is voluntary, you choose
          what is shared, and you can withdraw at any time. Read how we handle your{' '}
          <Link href="/privacy" className="font-semibold underline underline-offset-4">
            data privacy
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
