import { PageTitle } from '@client/components/ui/page-title';

export function SupportPage() {
  return (
    <div data-testid="support-page">
      <PageTitle title="Support Centre" />
    </div>
  );
}
