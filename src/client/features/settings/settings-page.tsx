import { PageTitle } from '@client/components/ui/page-title';

export function SettingsPage() {
  return (
    <div data-testid="settings-page">
      <PageTitle title="Settings" />
    </div>
  );
}
