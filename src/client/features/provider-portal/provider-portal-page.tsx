import { useState } from 'react';
import { portalStats } from '@core/provider-portal/last-activity';
import { useProviders } from '@client/api/provider-portal/get-providers';
import { useRecommendations } from '@client/api/provider-portal/get-recommendations';
import { useSharedReports } from '@client/api/provider-portal/get-shared-reports';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AddProviderDialog } from './add-provider-dialog';
import { browserTimeZone, portalToday } from './format';
import { HipaaNotice } from './hipaa-notice';
import { PortalActions } from './portal-actions';
import { PortalSkeleton } from './portal-skeleton';
import { PortalStatCards } from './portal-stat-cards';
import { hasConnectedProvider } from './provider-status';
import { ProvidersTab } from './providers-tab';
import { RecommendationsTab } from './recommendations-tab';
import { ShareReportDialog } from './share-report-dialog';
import { SharedReportsTab } from './shared-reports-tab';

type PageDialog = 'add' | 'share' | null;

/** Healthcare Provider Portal (spec document 2 sections 2 to 8), the patient's side. */
export function ProviderPortalPage() {
  const providers = useProviders();
  const reports = useSharedReports();
  const recommendations = useRecommendations();
  const [dialog, setDialog] = useState<PageDialog>(null);
  const queries = [providers, reports, recommendations];
  const failed = queries.some((query) => query.isError);
  const retrying = queries.some((query) => query.isFetching);
  const connected = (providers.data ?? []).filter((provider) => provider.status === 'connected');

  function retry() {
    for (const query of queries) if (query.isError) void query.refetch();
  }

  function content() {
    if (providers.data && reports.data && recommendations.data) {
      const timeZone = browserTimeZone();
      const stats = portalStats(
        providers.data,
        reports.data,
        recommendations.data,
        portalToday(timeZone),
        timeZone,
      );
      return (
        <>
          <PortalStatCards stats={stats} />
          <Tabs defaultValue="providers">
            <TabsList aria-label="Provider portal">
              <TabsTrigger value="providers">Providers</TabsTrigger>
              <TabsTrigger value="reports">Shared Reports</TabsTrigger>
              <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
            </TabsList>
            <TabsContent value="providers">
              <ProvidersTab providers={providers.data} onAdd={() => setDialog('add')} />
            </TabsContent>
            <TabsContent value="reports">
              <SharedReportsTab reports={reports.data} providers={providers.data} />
            </TabsContent>
            <TabsContent value="recommendations">
              <RecommendationsTab recommendations={recommendations.data} />
            </TabsContent>
          </Tabs>
        </>
      );
    }
    if (failed) {
      return <LoadError what="your provider portal" onRetry={retry} retrying={retrying} />;
    }
    return <PortalSkeleton />;
  }

  return (
    <div data-testid="provider-portal-page" className="flex flex-col gap-6">
      <PageTitle
        title="Healthcare Provider Portal"
        subtitle="Share your reports with your care team and see what they recommend"
      />
      <HipaaNotice />
      <PortalActions
        canShare={hasConnectedProvider(providers.data ?? [])}
        loading={!providers.data}
        onShare={() => setDialog('share')}
        onAdd={() => setDialog('add')}
      />
      {content()}
      {dialog === 'add' ? <AddProviderDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'share' ? (
        <ShareReportDialog providers={connected} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
