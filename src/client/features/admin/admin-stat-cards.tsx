import { Crown, LifeBuoy, Users } from 'lucide-react';
import { monthlyRevenue } from '@core/admin';
import { useAdminStats } from '@client/api/admin/get-stats';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { StatCard } from '@client/components/ui/stat-card';

/** Total Users, Premium Subscribers (with monthly revenue) and Open Tickets (spec section 2). */
export function AdminStatCards() {
  const stats = useAdminStats();

  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading figures" className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadError
        what="the figures"
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const { totalUsers, recentSignups, premiumUsers, openTickets, totalTickets } = stats.data;
  return (
    <section aria-labelledby="admin-figures" className="grid gap-4 sm:grid-cols-3">
      <h2 id="admin-figures" className="sr-only">
        Figures
      </h2>
      <StatCard
        label="Total Users"
        icon={Users}
        value={totalUsers}
        detail={`${recentSignups} new this month`}
      />
      <StatCard
        label="Premium Subscribers"
        icon={Crown}
        value={premiumUsers}
        detail={`$${monthlyRevenue(premiumUsers)} per month`}
      />
      <StatCard
        label="Open Tickets"
        icon={LifeBuoy}
        value={openTickets}
        detail={`${totalTickets} total`}
      />
    </section>
  );
}
