import type { ClinicianPortal } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const PORTAL_PATH = '/api/clinician/portal';

export const useClinicianPortal = (enabled: boolean) =>
  useClinicianQuery<ClinicianPortal>(PORTAL_PATH, enabled);
