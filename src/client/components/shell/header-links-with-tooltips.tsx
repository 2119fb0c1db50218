import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { HEADER_NAV } from '@core/nav';
import { Tooltip, TooltipProvider } from '@client/components/ui/tooltip';
import { HEADER_LINKS_CLASS, headerLinkProps } from './header-links';

/** The header's icon links with tooltips; loaded when a mouse or the keyboard reaches the header. */
export function HeaderLinksWithTooltips({
  location,
  focusedHref,
}: {
  location: string;
  focusedHref: RefObject<string | null>;
}) {
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const href = focusedHref.current;
    focusedHref.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!href || !lost) return;
    const link = Array.from(group.current?.querySelectorAll('a') ?? []).find(
      (anchor) => anchor.getAttribute('href') === href,
    );
    link?.focus({ preventScroll: true });
  }, [focusedHref]);

  return (
    <TooltipProvider>
      <div ref={group} className={HEADER_LINKS_CLASS}>
        {HEADER_NAV.map((item) => (
          <Tooltip key={item.href} label={item.label}>
            <Link {...headerLinkProps(item, location)} />
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  );
}
