import { PageTitle } from '@client/components/ui/page-title';

export function ReportsPage() {
  return (
    <div data-testid="reports-page">
      <PageTitle title="Reports and Documentation" />
    </div>
  );
}
