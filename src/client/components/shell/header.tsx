import { lazy, startTransition, Suspense, useRef, useState, type PointerEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApiUser } from '@core/user';
import { Logo } from '@client/components/ui/logo';
import { AccountMenu, preloadAccountMenu } from './account-menu';
import { HeaderLinks } from './header-links';

const HeaderLinksWithTooltips = lazy(() =>
  import('./header-links-with-tooltips').then((m) => ({ default: m.HeaderLinksWithTooltips })),
);

/**
 * The sticky bar on every signed-in page: home link, icon links (Analytics, History, Settings)
 * and the account menu. Below `lg` the brand text moves to the mobile top bar underneath, which
 * leaves room for the buttons at phone width.
 *
 * Tooltips and the menu are Radix components that would add ~20 KB gzip to the first load, so
 * they load when a mouse enters the header or focus arrives in it (touch has no tooltips).
 */
export function Header({ user }: { user: ApiUser }) {
  const [location] = useLocation();
  const [enhanced, setEnhanced] = useState(false);
  const focusedHref = useRef<string | null>(null);

  const enhance = () => {
    preloadAccountMenu();
    if (!enhanced) startTransition(() => setEnhanced(true));
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') enhance();
  };

  const plainLinks = <HeaderLinks location={location} focusedHref={focusedHref} />;
  return (
    <header
      onPointerEnter={onPointerEnter}
      onFocus={enhance}
      className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="flex h-full items-center justify-between gap-3 px-3 sm:px-6">
        <Link href="/" className="flex min-h-11 min-w-11 items-center gap-3 rounded-xl">
          <Logo />
          <span className="sr-only lg:not-sr-only lg:flex lg:flex-col lg:leading-tight">
            <span className="text-xl font-bold text-slate-900">Cairn</span>
            <span className="text-xs text-slate-600">Professional Pain Management</span>
          </span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <Suspense fallback={plainLinks}>
            {enhanced ? (
              <HeaderLinksWithTooltips location={location} focusedHref={focusedHref} />
            ) : (
              plainLinks
            )}
          </Suspense>
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
