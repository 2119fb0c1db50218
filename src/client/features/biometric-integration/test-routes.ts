import { screen, within } from '@testing-library/react';
import type { Routes } from '@client/components/analysis/test-server';
import { pageKit as sharedPageKit, type PageKit } from '@client/components/analysis/page-kit';
import { correlations, cuff, device } from './test-fixtures';

export { openTab, statValue, type PageKit } from '@client/components/analysis/page-kit';

/* The API as the page first loads it, for the page's tests; each test changes what it needs. */

export function defaultRoutes(): Routes {
  return {
    'GET /api/biometric-devices': () => Response.json([device(), cuff()]),
    'GET /api/health-alerts': () => Response.json([]),
    'GET /api/biometric-correlations': () => Response.json(correlations()),
    'GET /api/biometric-imports': () => Response.json([]),
  };
}

/** Registers a page test's hooks around the default API, changed by `setUp` (page-kit.ts). */
export const pageKit = (setUp?: (routes: Routes) => void): PageKit =>
  sharedPageKit(defaultRoutes, setUp);

export const statDetail = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-detail').textContent;

/** The device card named `name`. */
export async function deviceCard(name: string) {
  const cards = await screen.findAllByTestId('device-card');
  const card = cards.find((item) => within(item).queryByRole('heading', { name }));
  if (!card) throw new Error(`no device card for ${name}`);
  return within(card);
}
