import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { AdminDashboard } from './admin-dashboard';

/**
 * The route is in the table for every signed-in user (spec document 2 §2). The server refuses
 * admin calls from anyone else; this only spares a non-admin an empty screen.
 */
export function AdminPage() {
  const { data: user } = useCurrentUser();
  if (!user?.isAdmin) return <NoAccess />;
  return <AdminDashboard timeZone={user.timeZone} />;
}

function NoAccess() {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
        <ShieldAlert aria-hidden="true" className="size-10 text-primary" />
        <PageTitle title="You don't have access to this page" documentTitle="No access" />
        <p className="-mt-4 text-lg text-slate-700">
          The Admin Dashboard is only for Cairn support staff.
        </p>
        <Link href="/" className={buttonVariants()}>
          Back to the dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
