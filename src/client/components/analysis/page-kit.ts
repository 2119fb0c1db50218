import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { stubServer, type Call, type Routes } from './test-server';

/* The hooks and look-ups a page's tests share, around the stand-in server (test-server.tsx). */

export interface PageKit {
  routes: Routes;
  calls: Call[];
}

/**
 * Registers a page test's hooks: before each test the page's default API (`defaults`), changed
 * by `setUp`, and a clean browser store; after it, the page, the stubs and the toasts go. The
 * returned object holds the current test's routes (changeable) and the requests made.
 */
export function pageKit(defaults: () => Routes, setUp?: (routes: Routes) => void): PageKit {
  const kit: PageKit = { routes: {}, calls: [] };
  beforeAll(installResizeObserver);
  beforeEach(() => {
    localStorage.clear();
    kit.routes = defaults();
    setUp?.(kit.routes);
    kit.calls = stubServer(kit.routes);
  });
  afterEach(clearPage);
  return kit;
}

/** After each page test: the rendered page, stubbed globals and every toast go. */
export function clearPage() {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
}

/** The value shown on the stat card named `name`. */
export const statValue = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-value').textContent;

export const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });
