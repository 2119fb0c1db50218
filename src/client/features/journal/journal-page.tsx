import { PageTitle } from '@client/components/ui/page-title';

export function JournalPage() {
  return <PageTitle title="Daily Journal" />;
}
