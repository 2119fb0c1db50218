import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubServer, type Call, type Routes } from '@client/components/analysis/test-server';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import {
  completedParticipation,
  contribution,
  ineligibleStudy,
  participation,
  preferences,
  study,
  withdrawnParticipation,
} from './test-fixtures';

/* The research API as the screen first loads it; each test changes what it needs. */

export function defaultRoutes(): Routes {
  return {
    'GET /api/research-contribution': () => Response.json(contribution()),
    'GET /api/research-studies/available': () => Response.json([study(), ineligibleStudy()]),
    'GET /api/research-participation': () =>
      Response.json([participation(), completedParticipation(), withdrawnParticipation()]),
    'GET /api/data-sharing-preferences': () => Response.json(preferences()),
  };
}

export interface PageKit {
  routes: Routes;
  calls: Call[];
}

/** Registers a page test's hooks: the default API before each test, and a clean page after. */
export function pageKit(): PageKit {
  const kit: PageKit = { routes: {}, calls: [] };
  beforeAll(installResizeObserver);
  beforeEach(() => {
    kit.routes = defaultRoutes();
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

export const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });

export const toastTitles = () => getToasts().map((item) => item.title);

export function lastCall(kit: PageKit, method: string, url: string) {
  return kit.calls.filter((call) => call.method === method && call.url === url).at(-1);
}
