import { PageTitle } from '@client/components/ui/page-title';

export function TermsPage() {
  return <PageTitle title="Terms of Service" />;
}
