import { Link, useLocation } from 'wouter';
import { isActivePath, mobileNav } from '@core/nav';
import { cn } from '@client/lib/cn';
import { NAV_ICONS } from './nav-icons';

/** Below `lg`: five destinations pinned to the bottom, clear of the home indicator. */
export function MobileBottomBar({ isAdmin }: { isAdmin: boolean }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {mobileNav(isAdmin).map((item) => {
          const Icon = NAV_ICONS[item.icon];
          const active = isActivePath(location, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs',
                  active
                    ? 'font-bold text-primary before:absolute before:top-0 before:h-1 before:w-10 before:rounded-b-full before:bg-primary'
                    : 'font-medium text-slate-600 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.5 : 2} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
