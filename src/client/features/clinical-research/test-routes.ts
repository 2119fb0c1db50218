import type { Routes } from '@client/components/analysis/test-server';
import { pageKit as sharedPageKit, type PageKit } from '@client/components/analysis/page-kit';
import { getToasts } from '@client/lib/toast';
import {
  completedParticipation,
  contribution,
  ineligibleStudy,
  participation,
  preferences,
  study,
  withdrawnParticipation,
} from './test-fixtures';

export { openTab, statValue, type PageKit } from '@client/components/analysis/page-kit';

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

/** Registers a page test's hooks: the default API before each test, and a clean page after. */
export const pageKit = (): PageKit => sharedPageKit(defaultRoutes);

export const toastTitles = () => getToasts().map((item) => item.title);

export function lastCall(kit: PageKit, method: string, url: string) {
  return kit.calls.filter((call) => call.method === method && call.url === url).at(-1);
}
