import { Suspense } from 'react';
import { PublicFooter } from '@client/components/public/public-footer';
import { PublicHeader } from '@client/components/public/public-header';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { SkipLink } from '@client/components/ui/skip-link';
import { ROUTES } from './routes';

/**
 * A public page (public-paths.ts) for a signed-out visitor: the page from the route table inside
 * the landing page's header and footer instead of the signed-in shell.
 */
export function PublicPage({ path }: { path: string }) {
  const Page = ROUTES.find((route) => route.path === path)?.component;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 sm:px-6 lg:py-10">
        <div className="mx-auto max-w-5xl">
          <Suspense fallback={<PageSkeleton />}>{Page ? <Page /> : null}</Suspense>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
