import { PageTitle } from '@client/components/ui/page-title';

export function PrivacyPage() {
  return <PageTitle title="Privacy Policy" />;
}
