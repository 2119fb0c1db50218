import { PageTitle } from '@client/components/ui/page-title';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { greetingFor } from './greeting';

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  return <PageTitle title={greetingFor(new Date(), user?.firstName)} documentTitle="Dashboard" />;
}
