import type { ClinicianRecommendationInput } from '@core/provider-portal/schemas';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { useClinicianPost } from './use-clinician-post';

export const useSendRecommendation = () =>
  useClinicianPost<ClinicianRecommendationInput, TreatmentRecommendation>(
    '/api/clinician/recommendations',
  );
