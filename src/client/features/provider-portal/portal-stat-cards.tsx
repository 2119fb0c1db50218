import { Clock, FileText, ListChecks, Users } from 'lucide-react';
import type { PortalStats } from '@core/provider-portal/last-activity';
import { StatCard } from '@client/components/ui/stat-card';

/** Connected Providers, Shared Reports, Active Recommendations, Last Activity (spec). */
export function PortalStatCards({ stats }: { stats: PortalStats }) {
  return (
    <section aria-labelledby="portal-stats-heading">
      <h2 id="portal-stats-heading" className="sr-only">
        Your portal at a glance
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Connected Providers"
          icon={Users}
          value={stats.connectedProviders}
          detail="With current access"
        />
        <StatCard
          label="Shared Reports"
          icon={FileText}
          value={stats.sharedReports}
          detail="Still shared"
        />
        <StatCard
          label="Active Recommendations"
          icon={ListChecks}
          value={stats.activeRecommendations}
          detail="Pending or accepted"
        />
        <StatCard
          label="Last Activity"
          icon={Clock}
          value={<span className="text-2xl sm:text-3xl">{stats.lastActivity}</span>}
          detail="A provider used their link"
        />
      </div>
    </section>
  );
}
