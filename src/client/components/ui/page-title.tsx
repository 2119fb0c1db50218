import { useDocumentTitle } from '@client/lib/use-document-title';

/** A page's h1 (and optional subtitle); also sets the tab title to "{documentTitle} · Cairn". */
export function PageTitle({
  title,
  subtitle,
  documentTitle,
}: {
  title: string;
  subtitle?: string;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
