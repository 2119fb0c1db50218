import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { HEADER_NAV, isActivePath, type NavItem } from '@core/nav';
import { cn } from '@client/lib/cn';
import { NAV_ICONS } from './nav-icons';

export const HEADER_LINKS_CLASS = 'flex items-center gap-1 sm:gap-2';

/** Everything a header icon link needs, shared by the plain and the tooltip versions. */
export function headerLinkProps(item: NavItem, location: string) {
  const Icon = NAV_ICONS[item.icon];
  const active = isActivePath(location, item.href);
  return {
    href: item.href,
    'aria-label': item.label,
    'aria-current': active ? ('page' as const) : undefined,
    className: cn(
      'relative inline-flex size-11 items-center justify-center rounded-xl transition-colors',
      active
        ? 'bg-primary-soft text-primary ring-1 ring-primary-muted after:absolute after:bottom-1 after:h-0.5 after:w-5 after:rounded-full after:bg-primary'
        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    ),
    children: <Icon aria-hidden="true" className="size-6" />,
  };
}

/**
 * The header's icon links before tooltips have loaded. When the tooltip version replaces it,
 * it notes which link had keyboard focus so the replacement can give focus back.
 */
export function HeaderLinks({
  location,
  focusedHref,
}: {
  location: string;
  focusedHref: RefObject<string | null>;
}) {
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = group.current;
    return () => {
      const active = document.activeElement;
      if (node && active instanceof HTMLAnchorElement && node.contains(active)) {
        focusedHref.current = active.getAttribute('href');
      }
    };
  }, [focusedHref]);

  return (
    <div ref={group} className={HEADER_LINKS_CLASS}>
      {HEADER_NAV.map((item) => (
        <Link key={item.href} {...headerLinkProps(item, location)} />
      ))}
    </div>
  );
}
