import type { ApiUser } from '@core/user';
import { toBool, toIso, toIsoOrNull } from '../../db/codecs';
import type { UserRow } from '../../db/schema';

/** The wire shape of a user. The password hash never leaves the server. */
export function presentUser(row: UserRow, adminEmails: ReadonlySet<string>): ApiUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: toBool(row.is_admin) || adminEmails.has(row.email),
    subscriptionType: row.subscription_type,
    subscriptionStatus: row.subscription_status,
    subscriptionEndsAt: toIsoOrNull(row.subscription_ends_at),
    timeZone: row.time_zone,
    createdAt: toIso(row.created_at),
  };
}
