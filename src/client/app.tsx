import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@client/components/ui/toaster';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { LandingPage } from '@client/features/landing/landing-page';
import { queryClient } from '@client/lib/query-client';
import { isPublicPath } from './public-paths';

// The signed-in app (router, menus, pages) is never downloaded by signed-out visitors.
const Shell = lazy(() =>
  import('@client/components/shell/shell').then((m) => ({ default: m.Shell })),
);

// A public page (the Support Centre) in the landing page's frame, for signed-out visitors.
const PublicPage = lazy(() => import('./public-page').then((m) => ({ default: m.PublicPage })));

function Waiting() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageSkeleton />
    </div>
  );
}

/**
 * Signed out, and while sign-in status is loading, the landing page is shown for every path
 * but the public ones (spec document 2 §2; public-paths.ts), which render on their own. Signed
 * in, the shell and its route table take over.
 */
function AuthGate() {
  const { data: user, isPending } = useCurrentUser();
  // Read once per render: signed out, every link is a full page load.
  const path = window.location.pathname;
  const isPublic = isPublicPath(path);
  if (user) {
    return (
      // Until the shell's chunk arrives, keep what is already on screen rather than flash a spinner.
      <Suspense fallback={isPublic ? <Waiting /> : <LandingPage />}>
        <Shell user={user} />
      </Suspense>
    );
  }
  if (!isPublic) return <LandingPage />;
  // A public page waits for the answer, so a signed-in visitor never sees the signed-out frame.
  if (isPending) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <PublicPage path={path} />
    </Suspense>
  );
}

/**
 * Providers. Tooltip.Provider is not here: importing it pulls Radix Tooltip and its positioning
 * engine into the first load, so it wraps the tooltip group inside the lazily loaded chunk.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate />
      <Toaster />
    </QueryClientProvider>
  );
}
