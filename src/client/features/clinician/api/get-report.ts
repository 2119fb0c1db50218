import type { SharedReportSnapshot } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const useSharedReport = (id: string) =>
  useClinicianQuery<SharedReportSnapshot>(`/api/clinician/reports/${encodeURIComponent(id)}`);
