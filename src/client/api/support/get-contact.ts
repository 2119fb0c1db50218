import { useQuery } from '@tanstack/react-query';
import type { SupportContact } from '@core/support';

export const SUPPORT_CONTACT_KEY = ['/api/support/contact'] as const;

/** The support team's e-mail address, when the server has one (SUPPORT_EMAIL). */
export function useSupportContact() {
  return useQuery<SupportContact>({ queryKey: SUPPORT_CONTACT_KEY });
}
