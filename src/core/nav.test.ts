import { describe, expect, it } from 'vitest';
import { isActivePath, MAIN_NAV, mobileNav, PREMIUM_NAV } from './nav';

describe('navigation', () => {
  it('has the 8 main items in order', () => {
    expect(MAIN_NAV.map((item) => [item.label, item.href])).toEqual([
      ['Dashboard', '/'],
      ['Daily Journal', '/journal'],
      ['Entry History', '/history'],
      ['Analytics', '/analytics'],
      ['Wellness', '/wellness'],
      ['Reports', '/reports'],
      ['Medications', '/medications'],
      ['Pain Triggers', '/triggers'],
    ]);
  });

  it('has the 6 premium items', () => {
    expect(PREMIUM_NAV.map((item) => item.label)).toEqual([
      'AI Pain Analysis',
      'Advanced Analytics',
      'Healthcare Portal',
      'Pain Prediction',
      'Biometric Devices',
      'Research Studies',
    ]);
  });

  it('ends the mobile bar with Support, or Admin for admins', () => {
    expect(mobileNav(false).map((item) => item.label)).toEqual([
      'Journal',
      'Analytics',
      'Wellness',
      'Reports',
      'Support',
    ]);
    const admin = mobileNav(true);
    expect(admin.map((item) => item.label)).toEqual([
      'Journal',
      'Analytics',
      'Wellness',
      'Reports',
      'Admin',
    ]);
    expect(admin[4]?.href).toBe('/admin/tickets');
  });

  it('matches paths exactly, ignoring a trailing slash', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/journal', '/')).toBe(false);
    expect(isActivePath('/journal/', '/journal')).toBe(true);
    expect(isActivePath('/journals', '/journal')).toBe(false);
  });
});
