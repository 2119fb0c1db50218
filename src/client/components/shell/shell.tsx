import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import type { ApiUser } from '@core/user';
import type { WeekEntry } from '@core/week-summary';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { SkipLink } from '@client/components/ui/skip-link';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { QuickActionsButton } from '@client/features/emergency/quick-actions-button';
import { useDailyReminder } from '@client/features/reminders/use-daily-reminder';
import { useThemeSetting } from '@client/features/settings/use-theme-setting';
import { useOfflineSync } from '@client/lib/offline/use-offline-sync';
import { todayIn } from '@client/lib/today';
import { AppRoutes } from '@client/routes';
import { Header } from './header';
import { InstallPrompt } from './install-prompt';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';
import { SyncStatus } from './sync-status';

const NO_ENTRIES: readonly WeekEntry[] = [];

/** On navigation, start the new page at the top and put focus where a screen reader expects it. */
function useResetOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location, mainRef]);
}

/** The signed-in layout: header, sidebar (lg+), mobile bars (below lg) and the routed page. */
export function Shell({ user }: { user: ApiUser }) {
  const mainRef = useRef<HTMLElement>(null);
  useResetOnNavigate(mainRef);
  useThemeSetting();
  useDailyReminder({ userId: user.id, timeZone: user.timeZone });
  useOfflineSync(user.id);
  const entries = useJournalEntries();

  return (
    <div className="min-h-screen">
      <SkipLink />
      <Header user={user} />
      <MobileTopBar />
      <SyncStatus />
      <div className="flex">
        <Sidebar
          isAdmin={user.isAdmin}
          weekEntries={entries.data ?? NO_ENTRIES}
          today={todayIn(user.timeZone)}
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto lg:flex"
        />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-[calc(10rem+env(safe-area-inset-bottom))] sm:px-6 lg:px-10 lg:pt-8 lg:pb-12"
        >
          <div className="mx-auto max-w-5xl">
            <Suspense fallback={<PageSkeleton />}>
              <AppRoutes />
            </Suspense>
          </div>
        </main>
      </div>
      <MobileBottomBar isAdmin={user.isAdmin} />
      <QuickActionsButton timeZone={user.timeZone} />
      <InstallPrompt />
    </div>
  );
}
