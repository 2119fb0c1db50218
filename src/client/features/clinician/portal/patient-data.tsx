import type { ProviderPermissions } from '@core/provider-portal/permissions';
import { AnalyticsSection } from '../sections/analytics-section';
import { MedicationsSection } from '../sections/medications-section';
import { PainSection } from '../sections/pain-section';
import { SymptomsSection } from '../sections/symptoms-section';

/** The patient's live records, each only with its permission (the server refuses them too). */
export function PatientData({ permissions }: { permissions: ProviderPermissions }) {
  const any =
    permissions.viewPainData ||
    permissions.viewMedications ||
    permissions.viewSymptoms ||
    permissions.viewAnalytics;
  if (!any) return null;
  return (
    <div className="flex flex-col gap-6 print:hidden">
      {permissions.viewPainData ? <PainSection /> : null}
      {permissions.viewMedications ? <MedicationsSection /> : null}
      {permissions.viewSymptoms ? <SymptomsSection /> : null}
      {permissions.viewAnalytics ? <AnalyticsSection /> : null}
    </div>
  );
}
