import { preloadable } from '@client/lib/preloadable';

/**
 * The dashboard's page as the route table shows it, in a module of its own so the start
 * (app.tsx) can fetch it beside the shell and the route then renders it without suspending.
 */
export const DashboardRoute = preloadable(
  () => import('./dashboard-page'),
  (m) => m.DashboardPage,
);
