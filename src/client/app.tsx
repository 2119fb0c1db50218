import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { isPublicPath } from '@client/components/shell/public-paths';
import { loadLandingPage, SignedOutView } from '@client/components/shell/signed-out-view';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { Toaster } from '@client/components/ui/toaster';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { DashboardRoute } from '@client/features/dashboard/dashboard-route';
import { useUpdateAvailable } from '@client/lib/pwa/update-available';
import { preloadable } from '@client/lib/preloadable';
import { queryClient } from '@client/lib/query-client';
import { probablySignedIn } from '@client/lib/signed-in-hint';
import {
  DASHBOARD_START_QUERIES,
  SHELL_START_QUERIES,
  type StartQuery,
} from '@client/start-requests';

// The signed-in app (router, menus, pages) is never downloaded by signed-out visitors.
const Shell = preloadable(
  () => import('@client/components/shell/shell'),
  (m) => m.Shell,
);
// The clinician's page (no account, a link token instead) is its own chunk as well.
const ClinicianView = preloadable(
  () => import('@client/features/clinician/clinician-view'),
  (m) => m.ClinicianView,
);

const isClinicianPath = (path: string) => path === '/clinician' || path.startsWith('/clinician/');
// Where a reminder e-mail's "Stop these e-mails" link leads: the same signed in or out.
const UnsubscribePage = preloadable(
  () => import('@client/features/unsubscribe/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);

// "A new version is available": its code is fetched once a new version waits, which most page
// loads never see (the service worker that installed it has this version's files precached).
const UpdateBanner = lazy(() =>
  import('@client/components/update-banner').then((m) => ({ default: m.UpdateBanner })),
);

const isUnsubscribePath = (path: string) => path === '/unsubscribe' || path === '/unsubscribe/';

/**
 * Starts fetching the code of the view the sign-in check will most likely lead to, so it arrives
 * alongside the answer rather than after it. Errors are left to the lazy component that renders.
 */
export function preloadLikelyView(): Promise<unknown> {
  const path = window.location.pathname;
  // The dashboard, fetched together with the shell rather than after it: the route table that
  // would ask for it arrives with the shell, one round trip later.
  const dashboard =
    path === '/' && probablySignedIn() ? DashboardRoute.preload().catch(() => undefined) : null;
  const load = isClinicianPath(path)
    ? ClinicianView.preload
    : isUnsubscribePath(path)
      ? UnsubscribePage.preload
      : probablySignedIn()
        ? Shell.preload
        : loadLandingPage;
  return Promise.all([load().catch(() => undefined), dashboard]);
}

/**
 * The answers the first render of this start should wait for (lib/start-answers.ts): the
 * shell's, and the dashboard's on `/`, when someone is probably signed in; else none.
 */
export function likelyStartQueries(): readonly StartQuery[] {
  const path = window.location.pathname;
  if (!probablySignedIn() || isClinicianPath(path) || isUnsubscribePath(path)) return [];
  return path === '/' ? DASHBOARD_START_QUERIES : SHELL_START_QUERIES;
}

/**
 * Signed out, the landing page is shown whatever the path (spec document 2 §2), except on the
 * few public pages (privacy, terms, support). Signed in, the shell and its route table take over.
 * While sign-in status loads, a visitor already sees the landing page; a browser that probably
 * has a session, or a public page, sees a skeleton, so nobody signed in sees the signed-out frame.
 */
function AuthGate() {
  const { data: user, isPending } = useCurrentUser();
  const waiting =
    isPublicPath(window.location.pathname) || probablySignedIn() ? <Waiting /> : <SignedOutView />;
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

/** The page for a path that works without an account, in the sign-in gate's place; or null. */
function accountlessPage(path: string) {
  if (isClinicianPath(path)) return <ClinicianView />;
  if (isUnsubscribePath(path)) return <UnsubscribePage />;
  return null;
}

/**
 * Providers. On /clinician the clinician's page takes the sign-in gate's place whether or not
 * someone is signed in: it never asks who is, and shows nothing of their account. /unsubscribe
 * (a reminder e-mail's link) does the same: the link's token, not a session, says whose.
 * Tooltip.Provider is not here: importing it pulls Radix Tooltip and its positioning engine into
 * the first load, so it wraps the tooltip group inside the lazily loaded chunk.
 */
export function App() {
  const page = accountlessPage(window.location.pathname);
  const updateWaiting = useUpdateAvailable() !== null;
  return (
    <QueryClientProvider client={queryClient}>
      {page ? <Suspense fallback={<Waiting />}>{page}</Suspense> : <AuthGate />}
      <Toaster />
      {updateWaiting ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
