import { PageTitle } from '@client/components/ui/page-title';

export function MedicationsPage() {
  return (
    <div data-testid="medications-page">
      <PageTitle title="Medication Tracker" />
    </div>
  );
}
