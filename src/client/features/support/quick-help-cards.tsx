import { BookOpen, Bug, CreditCard, type LucideIcon } from 'lucide-react';

export type QuickHelp = 'guide' | 'billing' | 'bug';

const CARDS: ReadonlyArray<{
  id: QuickHelp;
  title: string;
  description: string;
  icon: LucideIcon;
}> = [
  {
    id: 'guide',
    title: 'User Guide',
    description: 'How the journal, exports, reminders and the rest of Cairn work.',
    icon: BookOpen,
  },
  {
    id: 'billing',
    title: 'Billing Help',
    description: 'Premium, cancelling, refunds and discounts.',
    icon: CreditCard,
  },
  {
    id: 'bug',
    title: 'Report Bug',
    description: 'Something not working? Tell us and we will look into it.',
    icon: Bug,
  },
];

/** The three quick-help cards (spec document 2 section 2); the page decides what each does. */
export function QuickHelpCards({ onChoose }: { onChoose(choice: QuickHelp): void }) {
  return (
    <section aria-label="Quick help">
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {CARDS.map(({ id, title, description, icon: Icon }) => (
          <li key={id} className="flex">
            <button
              type="button"
              onClick={() => onChoose(id)}
              className="flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-primary hover:bg-primary-soft sm:flex-col sm:gap-3"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-muted text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-lg font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-slate-600">{description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
