import type { ApiUser } from '@core/user';

/** The signed-in admin of the Admin Dashboard's page tests. */
export const ADMIN: ApiUser = {
  id: 'admin-1',
  email: 'admin@example.test',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  isAdmin: true,
  subscriptionType: 'free',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};
