import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** The short disclaimer at the top of the analysis pages; `action` opens the full text. */
export function DisclaimerBanner({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="analysis-disclaimer"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-100 p-4 text-sky-900 sm:flex-row sm:items-start"
    >
      <Info aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <div>{children}</div>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </section>
  );
}
