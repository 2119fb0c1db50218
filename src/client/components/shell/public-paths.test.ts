import { describe, expect, it } from 'vitest';
import { ROUTES } from '@client/routes';
import { isPublicPath, PUBLIC_PATHS } from './public-paths';

describe('public paths', () => {
  it('are the policy pages and the Support Centre, nothing else', () => {
    expect(isPublicPath('/privacy')).toBe(true);
    expect(isPublicPath('/terms')).toBe(true);
    expect(isPublicPath('/support')).toBe(true);
    for (const path of ['/', '/journal', '/settings', '/admin/tickets', '/privacy/', '/Privacy']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('each have a route, so the public layout has a page to show', () => {
    const routed = ROUTES.map((route) => route.path);
    for (const path of PUBLIC_PATHS) expect(routed).toContain(path);
  });
});
