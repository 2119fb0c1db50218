import { PageTitle } from '@client/components/ui/page-title';

export function BiometricIntegrationPage() {
  return <PageTitle title="Biometric Integration" />;
}
