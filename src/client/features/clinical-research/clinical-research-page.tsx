import { PageTitle } from '@client/components/ui/page-title';

export function ClinicalResearchPage() {
  return <PageTitle title="Clinical Research Participation" />;
}
