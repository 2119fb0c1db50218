import { PageTitle } from '@client/components/ui/page-title';

export function PainPredictionPage() {
  return <PageTitle title="Pain Prediction Engine" />;
}
