import type { ClinicianMedication } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const useClinicianMedications = () =>
  useClinicianQuery<ClinicianMedication[]>('/api/clinician/medications');
