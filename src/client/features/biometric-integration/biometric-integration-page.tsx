import { useState } from 'react';
import { useDismissImport } from '@client/api/biometrics/dismiss-import';
import { useBiometricCorrelations } from '@client/api/biometrics/get-correlations';
import { useDevices } from '@client/api/biometrics/get-devices';
import { useHealthAlerts } from '@client/api/biometrics/get-alerts';
import { AnalysisSkeleton } from '@client/components/analysis/analysis-skeleton';
import { PageTitle } from '@client/components/ui/page-title';
import { QueriesFallback } from '@client/components/ui/queries-fallback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AddDeviceDialog } from './add-device-dialog';
import { BiometricStatCards } from './biometric-stat-cards';
import { biometricStats } from './biometric-stats';
import { CorrelationsTab } from './correlations-tab';
import { CriticalAlertBanner } from './critical-alert-banner';
import { DevicesTab } from './devices-tab';
import { HealthAlertsDialog } from './health-alerts-dialog';
import { PageActions } from './page-actions';
import { PrivacyNotice } from './privacy-notice';
import { ReadingsTab } from './readings-tab';

type PageDialog = 'add' | 'alerts' | null;

/** Biometric Integration (spec document 2 sections 2 to 9), from the person's own devices. */
export function BiometricIntegrationPage() {
  const devices = useDevices();
  const alerts = useHealthAlerts();
  const correlations = useBiometricCorrelations();
  const dismissImport = useDismissImport();
  const hideImport = (id: string) => dismissImport.mutate(id);
  const [dialog, setDialog] = useState<PageDialog>(null);
  const queries = [devices, alerts, correlations];
  const unread = (alerts.data ?? []).filter((alert) => !alert.isRead).length;

  function content() {
    if (devices.data && alerts.data && correlations.data) {
      return (
        <>
          <CriticalAlertBanner alerts={alerts.data} onView={() => setDialog('alerts')} />
          <BiometricStatCards
            stats={biometricStats(devices.data, alerts.data, correlations.data)}
            devices={devices.data}
          />
          <Tabs defaultValue="devices">
            <TabsList aria-label="Biometric integration">
              <TabsTrigger value="devices">Devices</TabsTrigger>
              <TabsTrigger value="readings">Recent Readings</TabsTrigger>
              <TabsTrigger value="correlations">Correlations</TabsTrigger>
            </TabsList>
            <TabsContent value="devices">
              <DevicesTab
                devices={devices.data}
                onHideImport={hideImport}
                onAdd={() => setDialog('add')}
              />
            </TabsContent>
            <TabsContent value="readings">
              <ReadingsTab devices={devices.data} />
            </TabsContent>
            <TabsContent value="correlations">
              <CorrelationsTab data={correlations.data} />
            </TabsContent>
          </Tabs>
        </>
      );
    }
    return (
      <QueriesFallback
        queries={queries}
        what="your devices"
        skeleton={<AnalysisSkeleton label="Loading your devices" />}
      />
    );
  }

  return (
    <div data-testid="biometric-integration-page" className="flex flex-col gap-6">
      <PageTitle
        title="Biometric Integration"
        subtitle="Readings from your watch, cuff or scale, set beside your pain"
      />
      <PrivacyNotice />
      <PageActions
        unread={unread}
        onAlerts={() => setDialog('alerts')}
        onAdd={() => setDialog('add')}
      />
      {content()}
      {dialog === 'add' ? (
        <AddDeviceDialog onClose={() => setDialog(null)} onHideImport={hideImport} />
      ) : null}
      {dialog === 'alerts' ? (
        <HealthAlertsDialog alerts={alerts.data} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
