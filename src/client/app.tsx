import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { isPublicPath } from '@client/components/shell/public-paths';
import { SignedOutView } from '@client/components/shell/signed-out-view';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { Toaster } from '@client/components/ui/toaster';
import { UpdateBanner } from '@client/components/update-banner';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { queryClient } from '@client/lib/query-client';

// The signed-in app (router, menus, pages) is never downloaded by signed-out visitors.
const Shell = lazy(() =>
  import('@client/components/shell/shell').then((m) => ({ default: m.Shell })),
);

/**
 * Signed out, and while sign-in status is loading, the landing page is shown whatever the path
 * (spec document 2 §2), except on the few public pages (privacy, terms, support). Signed in, the
 * shell and its route table take over.
 */
function AuthGate() {
  const { data: user, isPending } = useCurrentUser();
  // A public page waits for the answer, so a signed-in visitor never sees the signed-out frame.
  const waiting = isPublicPath(window.location.pathname) ? <Waiting /> : <SignedOutView />;
  if (!user) return isPending ? waiting : <SignedOutView />;
  return (
    // Until the shell's chunk arrives, keep what is already on screen rather than flash a spinner.
    <Suspense fallback={waiting}>
      <Shell user={user} />
    </Suspense>
  );
}

function Waiting() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageSkeleton />
    </div>
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
      <UpdateBanner />
    </QueryClientProvider>
  );
}
