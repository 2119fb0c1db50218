import type { ClinicianSymptomsView } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const useClinicianSymptoms = () =>
  useClinicianQuery<ClinicianSymptomsView>('/api/clinician/symptoms');
