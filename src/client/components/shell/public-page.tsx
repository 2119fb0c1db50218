import { Suspense } from 'react';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { SkipLink } from '@client/components/ui/skip-link';
import { AppRoutes } from '@client/routes';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * A public page (see public-paths.ts) for a signed-out visitor: the landing page's header and
 * footer around the same routed page a signed-in user sees inside the shell.
 */
export function PublicPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <div className="mx-auto max-w-5xl">
          <Suspense fallback={<PageSkeleton />}>
            <AppRoutes />
          </Suspense>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
