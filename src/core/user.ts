/** The signed-in user as `GET /api/auth/user` answers it. */
export interface ApiUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  subscriptionType: string;
  subscriptionStatus: string;
  /** When the paid period ends (renews or stops), or null. */
  subscriptionEndsAt: string | null;
  timeZone: string;
  createdAt: string;
}

/** The letter shown in the avatar: first name, else the email. */
export function userInitial(user: Pick<ApiUser, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email;
  return source.charAt(0).toUpperCase();
}

/**
 * The name support staff see for a user: first and last name, else the email's local part.
 */
export function username(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  return user.email?.split('@')[0] ?? 'Unknown user';
}
