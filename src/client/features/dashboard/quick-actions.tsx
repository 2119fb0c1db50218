import { Activity, ChartColumn, Pill, Sprout, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

const ACTIONS: ReadonlyArray<{ label: string; href: string; icon: LucideIcon }> = [
  { label: 'Log Pain Level', href: '/journal', icon: Activity },
  { label: 'Track Medications', href: '/medications', icon: Pill },
  { label: 'Wellness Exercise', href: '/wellness', icon: Sprout },
  { label: 'View Analytics', href: '/analytics', icon: ChartColumn },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {ACTIONS.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center font-semibold text-slate-800 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary"
            >
              <Icon aria-hidden="true" className="size-7 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
