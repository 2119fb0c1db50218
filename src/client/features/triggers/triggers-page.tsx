import { PageTitle } from '@client/components/ui/page-title';

export function TriggersPage() {
  return (
    <div data-testid="triggers-page">
      <PageTitle title="Pain Triggers" />
    </div>
  );
}
