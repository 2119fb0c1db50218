import type { ClinicianSession } from '@core/provider-portal/types';
import { useClinicianQuery } from './use-clinician-query';

export const SESSION_PATH = '/api/clinician/session';

export const useClinicianSession = () => useClinicianQuery<ClinicianSession>(SESSION_PATH);
