import { type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { PremiumSectionId } from '@core/billing/plans';
import { DashboardRoute } from './features/dashboard/dashboard-route';
import { preloadable } from './lib/preloadable';

/** Each page is its own chunk, downloaded the first time its route is visited. */
const page = preloadable;

/**
 * A premium section's page behind the plan check (PremiumGate): the gate's chunk loads with the
 * route, and the page's own chunk only once the gate lets it through.
 */
function premiumPage<M>(
  section: PremiumSectionId,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  const Page = page(load, pick);
  return page(
    () => import('./components/upgrade/premium-gate'),
    ({ PremiumGate }) =>
      function GatedPage() {
        return (
          <PremiumGate section={section}>
            <Page />
          </PremiumGate>
        );
      },
  );
}

const NotFoundPage = page(
  () => import('./features/not-found/not-found-page'),
  (m) => m.NotFoundPage,
);

/** Spec document 1 §2 and document 2 §2. No route has parameters. */
export const ROUTES: ReadonlyArray<{
  path: string;
  component: ComponentType;
}> = [
  { path: '/', component: DashboardRoute },
  {
    path: '/journal',
    component: page(
      () => import('./features/journal/journal-page'),
      (m) => m.JournalPage,
    ),
  },
  {
    path: '/weekly-check-in',
    component: page(
      () => import('./features/peg/weekly-check-in-page'),
      (m) => m.WeeklyCheckInPage,
    ),
  },
  {
    path: '/import',
    component: page(
      () => import('./features/file-import/import-page'),
      (m) => m.ImportPage,
    ),
  },
  {
    path: '/history',
    component: page(
      () => import('./features/history/history-page'),
      (m) => m.HistoryPage,
    ),
  },
  {
    path: '/analytics',
    component: page(
      () => import('./features/analytics/analytics-page'),
      (m) => m.AnalyticsPage,
    ),
  },
  {
    path: '/wellness',
    component: page(
      () => import('./features/wellness/wellness-page'),
      (m) => m.WellnessPage,
    ),
  },
  {
    path: '/reports',
    component: page(
      () => import('./features/reports/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: '/medications',
    component: page(
      () => import('./features/medications/medications-page'),
      (m) => m.MedicationsPage,
    ),
  },
  {
    path: '/triggers',
    component: page(
      () => import('./features/triggers/triggers-page'),
      (m) => m.TriggersPage,
    ),
  },
  {
    path: '/settings',
    component: page(
      () => import('./features/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: '/support',
    component: page(
      () => import('./features/support/support-page'),
      (m) => m.SupportPage,
    ),
  },
  {
    path: '/privacy',
    component: page(
      () => import('./features/privacy/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/terms',
    component: page(
      () => import('./features/terms/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/pricing',
    component: page(
      () => import('./features/pricing/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: '/ai-analysis',
    component: premiumPage(
      'ai-analysis',
      () => import('./features/ai-analysis/ai-analysis-page'),
      (m) => m.AiAnalysisPage,
    ),
  },
  {
    path: '/advanced-analytics',
    component: premiumPage(
      'advanced-analytics',
      () => import('./features/advanced-analytics/advanced-analytics-page'),
      (m) => m.AdvancedAnalyticsPage,
    ),
  },
  {
    path: '/provider-portal',
    component: premiumPage(
      'provider-portal',
      () => import('./features/provider-portal/provider-portal-page'),
      (m) => m.ProviderPortalPage,
    ),
  },
  {
    path: '/pain-prediction',
    component: premiumPage(
      'pain-prediction',
      () => import('./features/pain-prediction/pain-prediction-page'),
      (m) => m.PainPredictionPage,
    ),
  },
  {
    path: '/biometric-integration',
    component: premiumPage(
      'biometrics',
      () => import('./features/biometric-integration/biometric-integration-page'),
      (m) => m.BiometricIntegrationPage,
    ),
  },
  {
    path: '/clinical-research',
    component: premiumPage(
      'research',
      () => import('./features/clinical-research/clinical-research-page'),
      (m) => m.ClinicalResearchPage,
    ),
  },
  {
    path: '/admin/tickets',
    component: page(
      () => import('./features/admin/admin-page'),
      (m) => m.AdminPage,
    ),
  },
];

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
