import { PageTitle } from '@client/components/ui/page-title';

export function AdvancedAnalyticsPage() {
  return <PageTitle title="Advanced Analytics Dashboard" />;
}
