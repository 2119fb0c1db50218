import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * A link that changes page without reloading, for the signed-out pages. It uses wouter's small
 * history helper rather than its Link, which would add the router to the landing page's first
 * load. Modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function PageLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
