import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubServer, type Call, type Routes } from '@client/components/analysis/test-server';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { correlations, cuff, device } from './test-fixtures';

/* The API as the page first loads it, for the page's tests; each test changes what it needs. */

export function defaultRoutes(): Routes {
  return {
    'GET /api/biometric-devices': () => Response.json([device(), cuff()]),
    'GET /api/health-alerts': () => Response.json([]),
    'GET /api/biometric-correlations': () => Response.json(correlations()),
    'GET /api/biometric-imports': () => Response.json([]),
  };
}

export interface PageKit {
  routes: Routes;
  calls: Call[];
}

/**
 * Registers a page test's hooks: before each test the default API, changed by `setUp`, and a
 * clean browser store; after it, the page, the stubs and the toasts go. The returned object
 * holds the current test's routes (changeable) and the requests made.
 */
export function pageKit(setUp?: (routes: Routes) => void): PageKit {
  const kit: PageKit = { routes: {}, calls: [] };
  beforeAll(installResizeObserver);
  beforeEach(() => {
    localStorage.clear();
    kit.routes = defaultRoutes();
    setUp?.(kit.routes);
    kit.calls = stubServer(kit.routes);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const item of getToasts()) removeToast(item.id);
    dismissToast();
  });
  return kit;
}

export const statValue = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-value').textContent;

export const statDetail = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-detail').textContent;

export const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });

/** The device card named `name`. */
export async function deviceCard(name: string) {
  const cards = await screen.findAllByTestId('device-card');
  const card = cards.find((item) => within(item).queryByRole('heading', { name }));
  if (!card) throw new Error(`no device card for ${name}`);
  return within(card);
}
