import { PageTitle } from '@client/components/ui/page-title';

export function ProviderPortalPage() {
  return <PageTitle title="Healthcare Provider Portal" />;
}
