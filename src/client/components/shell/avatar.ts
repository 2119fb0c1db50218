import { username, type ApiUser } from '@core/user';

/** The avatar button's look, shared by the placeholder and the Radix menu trigger. */
export const AVATAR_BUTTON_CLASS =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold ' +
  'text-white shadow-sm hover:bg-primary-hover data-[state=open]:ring-4 data-[state=open]:ring-primary-muted';

export function accountMenuLabel(user: Pick<ApiUser, 'firstName' | 'lastName' | 'email'>): string {
  return `Account menu for ${username(user)}`;
}
