import { PREMIUM_SECTIONS } from './billing/plans';

/**
 * The app's navigation, as data. Icons are named by key; the client maps each key to an icon
 * component, so this module stays free of React.
 */
export type NavIconKey =
  | 'dashboard'
  | 'journal'
  | 'history'
  | 'analytics'
  | 'wellness'
  | 'reports'
  | 'medications'
  | 'triggers'
  | 'ai-analysis'
  | 'advanced-analytics'
  | 'provider-portal'
  | 'pain-prediction'
  | 'biometrics'
  | 'research'
  | 'settings'
  | 'support'
  | 'admin';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIconKey;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', href: '/', icon: 'dashboard' },
  { label: 'Daily Journal', href: '/journal', icon: 'journal' },
  { label: 'Entry History', href: '/history', icon: 'history' },
  { label: 'Analytics', href: '/analytics', icon: 'analytics' },
  { label: 'Wellness', href: '/wellness', icon: 'wellness' },
  { label: 'Reports', href: '/reports', icon: 'reports' },
  { label: 'Medications', href: '/medications', icon: 'medications' },
  { label: 'Pain Triggers', href: '/triggers', icon: 'triggers' },
];

export const PREMIUM_NAV: readonly NavItem[] = PREMIUM_SECTIONS.map((section) => ({
  label: section.title,
  href: section.path,
  icon: section.id,
}));

/** Icon buttons in the header, in order. */
export const HEADER_NAV: readonly NavItem[] = [
  { label: 'Analytics', href: '/analytics', icon: 'analytics' },
  { label: 'History', href: '/history', icon: 'history' },
  { label: 'Settings', href: '/settings', icon: 'settings' },
];

export const ADMIN_NAV_ITEM: NavItem = {
  label: 'Admin Dashboard',
  href: '/admin/tickets',
  icon: 'admin',
};

/** The mobile bar's five items; the last one is Support, or Admin for admins. */
export const MOBILE_NAV: readonly NavItem[] = [
  { label: 'Journal', href: '/', icon: 'journal' },
  { label: 'Analytics', href: '/analytics', icon: 'analytics' },
  { label: 'Wellness', href: '/wellness', icon: 'wellness' },
  { label: 'Reports', href: '/reports', icon: 'reports' },
  { label: 'Support', href: '/support', icon: 'support' },
];

const MOBILE_ADMIN_ITEM: NavItem = { label: 'Admin', href: '/admin/tickets', icon: 'admin' };

export function mobileNav(isAdmin: boolean): readonly NavItem[] {
  return isAdmin ? [...MOBILE_NAV.slice(0, -1), MOBILE_ADMIN_ITEM] : MOBILE_NAV;
}

/** Whether `href` is the page at `path`. Routes have no parameters, so this is an exact match. */
export function isActivePath(path: string, href: string): boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return normalise(path) === normalise(href);
}
