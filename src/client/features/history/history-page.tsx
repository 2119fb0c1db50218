import { PageTitle } from '@client/components/ui/page-title';

export function HistoryPage() {
  return <PageTitle title="Entry History" />;
}
