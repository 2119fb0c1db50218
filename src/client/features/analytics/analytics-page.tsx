import { PageTitle } from '@client/components/ui/page-title';

export function AnalyticsPage() {
  return <PageTitle title="Analytics & Insights" />;
}
