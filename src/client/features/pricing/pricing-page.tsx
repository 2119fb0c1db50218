import { PageTitle } from '@client/components/ui/page-title';

export function PricingPage() {
  return <PageTitle title="Plans" />;
}
