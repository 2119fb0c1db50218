import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageTitle } from '@client/components/ui/page-title';
import type { LegalSection } from './legal-section';

/**
 * Prose styles for the sections' plain JSX, so the policy texts stay free of class names:
 * paragraphs and lists spaced for long reading, links underlined (colour is not their only cue).
 */
const PROSE =
  'text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A long-form policy page: title, date, an optional notice, a table of contents whose links jump
 * to the sections, the sections, and a closing pointer to the Support Centre.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  notice,
  sections,
}: {
  title: string;
  updated: { iso: string; label: string };
  intro: ReactNode;
  notice?: ReactNode;
  sections: readonly LegalSection[];
}) {
  useScrollToHashOnLoad();

  return (
    <article className="mx-auto max-w-[70ch] pb-8">
      <PageTitle title={title} />
      <p className="-mt-3 text-base font-semibold text-slate-700">
        Last updated <time dateTime={updated.iso}>{updated.label}</time>
      </p>
      <div className={PROSE}>{intro}</div>
      {notice ? <div className="mt-6">{notice}</div> : null}

      <nav
        aria-labelledby="contents-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="contents-heading" className="text-lg font-semibold text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700 marker:text-slate-500">
          {sections.map((section) => (
            <li key={section.id} className="pl-1">
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-9"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          // Room for the sticky header when a contents link scrolls the section into view.
          className="mt-12 scroll-mt-24"
        >
          <h2
            id={`${section.id}-heading`}
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            {section.title}
          </h2>
          <div className={PROSE}>{section.content}</div>
        </section>
      ))}

      <p className="mt-12 rounded-2xl bg-primary-soft p-5 text-base text-slate-800">
        Questions about this page? Visit the{' '}
        <Link
          href="/support"
          className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          Support Centre
        </Link>
        .
      </p>
    </article>
  );
}

/**
 * The page arrives after the browser's own jump to `#section` was attempted (the page is a lazy
 * chunk), so a link such as /privacy#your-rights is honoured once the sections exist.
 */
function useScrollToHashOnLoad() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}
