import { PageTitle } from '@client/components/ui/page-title';

export function WellnessPage() {
  return <PageTitle title="Wellness & Recovery" />;
}
