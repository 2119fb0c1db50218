import { createContext, useContext } from 'react';

export const ClinicianTokenContext = createContext<string | null>(null);

/** The link token of this visit; the hooks below the gate only run once there is one. */
export function useClinicianToken(): string {
  const token = useContext(ClinicianTokenContext);
  if (token === null) throw new Error('useClinicianToken needs ClinicianTokenContext');
  return token;
}
