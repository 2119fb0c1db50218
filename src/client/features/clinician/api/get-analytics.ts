import type { ClinicianAnalyticsView } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const useClinicianAnalytics = () =>
  useClinicianQuery<ClinicianAnalyticsView>('/api/clinician/analytics');
