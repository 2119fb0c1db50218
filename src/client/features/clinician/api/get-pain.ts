import type { ClinicianPainView } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const useClinicianPain = () => useClinicianQuery<ClinicianPainView>('/api/clinician/pain');
