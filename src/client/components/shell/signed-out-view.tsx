import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { preloadable } from '@client/lib/preloadable';
import { isPublicPath } from './public-paths';

/**
 * Fetched at start by visitors, never by signed-in users. Once its code is here it renders at
 * once rather than through Suspense: a visitor whose HTML already holds the prerendered page
 * (main.tsx) never sees the fallback.
 */
const LandingPage = preloadable(
  () => import('@client/features/landing/landing-page'),
  (m) => m.LandingPage,
);
export const loadLandingPage = LandingPage.preload;

// Only a visitor who opens a public page downloads its layout and the route table.
const PublicPage = lazy(() => import('./public-page').then((m) => ({ default: m.PublicPage })));

/**
 * What a signed-out visitor (or one whose sign-in status is still loading) sees: the public page
 * for the few public paths, the landing page for every other path (spec document 2 §2).
 */
export function SignedOutView() {
  const path = usePathname();
  useResetOnNavigate(path);
  return (
    <Suspense fallback={<div className="min-h-screen" />}>
      {isPublicPath(path) ? <PublicPage /> : <LandingPage />}
    </Suspense>
  );
}

/** After moving between signed-out pages, start at the top with focus on the new page's main. */
function useResetOnNavigate(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
}
