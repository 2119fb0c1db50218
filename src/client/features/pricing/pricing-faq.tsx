import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MONEY_BACK_DAYS, PRICE_CHANGE_NOTICE_DAYS } from '@core/billing/plans';

const QUESTIONS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Premium renews automatically until you cancel, and you can cancel at any time. You keep Premium until the end of the period you have paid for; there are no partial refunds for the rest of it.',
  },
  {
    question: 'What happens to my data if I go back to Free?',
    answer:
      'Nothing is deleted. Every journal entry stays yours to read, and the full JSON export is never locked, on any plan. From then on the free limits apply: journal entries a month, how far back analytics look, and the Premium sections.',
  },
  {
    question: 'Do you offer student discounts?',
    answer: (
      <>
        Yes. Write to us through the{' '}
        <Link
          href="/support"
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          Support Centre
        </Link>{' '}
        and we will set it up for you.
      </>
    ),
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: `Yes, for ${MONEY_BACK_DAYS} days. If Premium is not right for you, contact support within ${MONEY_BACK_DAYS} days of your first payment for a full refund. A subscription bought in the App Store or Google Play is refunded through that store.`,
  },
  {
    question: 'Can the price change?',
    answer: `If it ever does, we tell you at least ${PRICE_CHANGE_NOTICE_DAYS} days before it applies, so you can cancel before paying the new price.`,
  },
];

/** The plans FAQ (spec sections 2 and 9), as native disclosure widgets. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="flex flex-col gap-3">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold text-slate-900">
        Frequently Asked Questions
      </h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details
          key={question}
          className="group rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-4 text-slate-700">{answer}</p>
        </details>
      ))}
    </section>
  );
}
