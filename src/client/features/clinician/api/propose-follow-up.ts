import type { FollowUpInput } from '@core/provider-portal/schemas';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { useClinicianPost } from './use-clinician-post';

export const useProposeFollowUp = () =>
  useClinicianPost<FollowUpInput, TreatmentRecommendation>('/api/clinician/follow-ups');
