import { ChevronDown } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { FAQ, type FaqCategory, type FaqCategoryId } from './faq-content';

export const FAQ_HEADING_ID = 'faq-heading';
export const faqButtonId = (id: FaqCategoryId) => `faq-${id}-button`;

/** The FAQ: three collapsible categories, at most one open (spec document 2 sections 2 and 4). */
export function FaqSection({
  open,
  onToggle,
}: {
  open: FaqCategoryId | null;
  onToggle(id: FaqCategoryId): void;
}) {
  return (
    <section id="faq" aria-labelledby={FAQ_HEADING_ID} className="scroll-mt-24">
      <h2 id={FAQ_HEADING_ID} tabIndex={-1} className="mb-3 text-2xl font-bold text-slate-900">
        Frequently Asked Questions
      </h2>
      <div className="flex flex-col gap-3">
        {FAQ.map((category) => (
          <FaqCategoryPanel
            key={category.id}
            category={category}
            open={open === category.id}
            onToggle={() => onToggle(category.id)}
          />
        ))}
      </div>
    </section>
  );
}

function FaqCategoryPanel({
  category,
  open,
  onToggle,
}: {
  category: FaqCategory;
  open: boolean;
  onToggle(): void;
}) {
  const buttonId = faqButtonId(category.id);
  const panelId = `faq-${category.id}-panel`;
  return (
    <div className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full scroll-mt-24 items-center justify-between gap-3 rounded-2xl px-5 py-3 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50"
        >
          {category.title}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-slate-500 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <dl className="flex flex-col divide-y divide-slate-100 px-5 pb-4">
          {category.questions.map(({ question, answer }) => (
            <div key={question} className="py-3">
              <dt className="font-semibold text-slate-900">{question}</dt>
              <dd className="mt-1 text-slate-700">{answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
