import type { MedicationChangeInput } from '@core/provider-portal/schemas';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { useClinicianPost } from './use-clinician-post';

export const useProposeMedicationChange = () =>
  useClinicianPost<MedicationChangeInput, TreatmentRecommendation>(
    '/api/clinician/medication-changes',
  );
