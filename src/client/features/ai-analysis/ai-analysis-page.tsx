import { PageTitle } from '@client/components/ui/page-title';

export function AiAnalysisPage() {
  return <PageTitle title="AI Pain Pattern Analysis" />;
}
