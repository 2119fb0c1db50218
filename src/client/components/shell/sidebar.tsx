import { Link, useLocation } from 'wouter';
import { ADMIN_NAV_ITEM, isActivePath, MAIN_NAV, PREMIUM_NAV, type NavItem } from '@core/nav';
import type { WeekEntry } from '@core/week-summary';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { NAV_ICONS } from './nav-icons';
import { QuoteCard } from './quote-card';
import { ThisWeekCard } from './this-week-card';

function NavLink({ item, active, premium }: { item: NavItem; active: boolean; premium?: boolean }) {
  const Icon = NAV_ICONS[item.icon];
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative flex min-h-11 items-center gap-3 rounded-xl px-3 text-base transition-colors',
        active
          ? 'bg-primary-soft font-semibold text-primary before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-r-full before:bg-primary'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="flex-1">{item.label}</span>
      {premium ? <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" /> : null}
    </Link>
  );
}

/** Desktop navigation (lg and up): main list, premium list, admin link, week summary, quote. */
export function Sidebar({
  isAdmin,
  weekEntries,
  today,
  className,
}: {
  isAdmin: boolean;
  weekEntries: readonly WeekEntry[];
  today: string;
  className?: string;
}) {
  const [location] = useLocation();
  return (
    <aside
      aria-label="Sidebar"
      className={cn('flex-col gap-6 border-r border-slate-200 bg-white p-4', className)}
    >
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <NavLink item={item} active={isActivePath(location, item.href)} />
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label="Premium">
        <h2 className="mb-2 flex items-center gap-2 px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Premium <Badge variant="pro">PRO</Badge>
        </h2>
        <ul className="grid gap-1">
          {PREMIUM_NAV.map((item) => (
            <li key={item.href}>
              <NavLink item={item} active={isActivePath(location, item.href)} premium />
            </li>
          ))}
        </ul>
      </nav>

      {isAdmin ? (
        <nav aria-label="Admin">
          <NavLink item={ADMIN_NAV_ITEM} active={isActivePath(location, ADMIN_NAV_ITEM.href)} />
        </nav>
      ) : null}

      <ThisWeekCard entries={weekEntries} today={today} />
      <QuoteCard date={new Date()} />
    </aside>
  );
}
