import { Activity, Bell, Link2, Watch } from 'lucide-react';
import type { BiometricDevice } from '@core/biometrics/types';
import { StatCard } from '@client/components/ui/stat-card';
import { todayDetail, type BiometricStats } from './biometric-stats';

/** Connected Devices, Data Points Today, Strong Correlations, Health Alerts (spec). */
export function BiometricStatCards({
  stats,
  devices,
}: {
  stats: BiometricStats;
  devices: readonly BiometricDevice[];
}) {
  return (
    <section aria-labelledby="biometric-stats-heading">
      <h2 id="biometric-stats-heading" className="sr-only">
        Your devices at a glance
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Connected Devices"
          icon={Watch}
          value={stats.connectedDevices}
          detail={stats.connectedDetail}
        />
        <StatCard
          label="Data Points Today"
          icon={Activity}
          value={stats.dataPointsToday.toLocaleString('en-US')}
          detail={todayDetail(devices)}
        />
        <StatCard
          label="Strong Correlations"
          icon={Link2}
          value={stats.strongCorrelations}
          detail={stats.correlationsDetail}
        />
        <StatCard
          label="Health Alerts"
          icon={Bell}
          value={stats.unreadAlerts}
          detail={stats.alertsDetail}
        />
      </div>
    </section>
  );
}
