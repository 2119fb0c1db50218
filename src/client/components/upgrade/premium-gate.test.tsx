// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREMIUM_FEATURES, PREMIUM_SECTIONS } from '@core/billing/plans';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { ROUTES } from '@client/routes';
import { PremiumGate } from './premium-gate';
import { billingOffPlan, freePlan, premiumPlan } from './test-plan';

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {};
  calls = stubServer(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGate() {
  renderPage(
    <PremiumGate section="ai-analysis">
      <h1>AI Pain Analysis page</h1>
    </PremiumGate>,
  );
}

describe('PremiumGate', () => {
  it('shows the section’s title and the upgrade card on the free plan, not the page', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    renderGate();
    const card = within(await screen.findByTestId('upgrade-card'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Pain Analysis');
    expect(
      card.getByRole('heading', { level: 2, name: 'AI Pain Analysis is part of Premium' }),
    ).not.toBeNull();
    expect(
      card.getByText(
        'Upgrade to Premium to use AI Pain Analysis. Everything you have logged stays yours to read and export on any plan.',
      ),
    ).not.toBeNull();
    const features = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(features).toEqual(PREMIUM_FEATURES.slice(0, 6));
    expect(card.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    // Calm, not an error.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('AI Pain Analysis page')).toBeNull();
  });

  it('shows the page on premium', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(premiumPlan());
    renderGate();
    expect(await screen.findByRole('heading', { name: 'AI Pain Analysis page' })).not.toBeNull();
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });

  it('shows the page when billing is off', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(billingOffPlan());
    renderGate();
    expect(await screen.findByRole('heading', { name: 'AI Pain Analysis page' })).not.toBeNull();
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });

  it('shows the page when the plan cannot be read (the server still answers 402)', async () => {
    routes['GET /api/billing/plan'] = () => Promise.reject(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'AI Pain Analysis page' })).not.toBeNull();
  });

  it('shows a skeleton while the plan loads', () => {
    routes['GET /api/billing/plan'] = () => new Promise<Response>(() => {});
    renderGate();
    expect(screen.getByRole('status', { name: 'Loading' })).not.toBeNull();
    expect(screen.queryByText('AI Pain Analysis page')).toBeNull();
  });

  it('guards the routes of all six premium sections', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    // Nothing shared yet in the sharing sections.
    routes['GET /api/healthcare-providers'] = () => Response.json([]);
    routes['GET /api/research-participation'] = () => Response.json([]);
    routes['GET /api/biometric-devices'] = () => Response.json([]);
    for (const section of PREMIUM_SECTIONS) {
      const route = ROUTES.find((item) => item.path === section.path);
      expect(route, section.path).toBeDefined();
      const Page = route!.component;
      renderPage(
        <Suspense fallback={null}>
          <Page />
        </Suspense>,
      );
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: `${section.title} is part of Premium`,
        }),
      ).not.toBeNull();
      cleanup();
    }
    // The pages' own requests were never sent: only the plan, and whether anything is shared.
    expect(new Set(calls.map((call) => call.url))).toEqual(
      new Set([
        '/api/billing/plan',
        '/api/healthcare-providers',
        '/api/research-participation',
        '/api/biometric-devices',
      ]),
    );
  });

  it('opens a sharing section under a note while something is still shared there', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    routes['GET /api/healthcare-providers'] = () =>
      Response.json([{ id: 'p1', name: 'Dr Lee', status: 'connected' }]);
    renderPage(
      <PremiumGate section="provider-portal">
        <h1>Provider portal page</h1>
      </PremiumGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Provider portal page' })).not.toBeNull();
    expect(screen.getByTestId('upgrade-note').textContent).toContain(
      'Healthcare Portal is part of Premium. What you already share stays here',
    );
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });

  it('shows only the card in a sharing section once everything there has ended', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    routes['GET /api/healthcare-providers'] = () =>
      Response.json([{ id: 'p1', name: 'Dr Lee', status: 'revoked' }]);
    renderPage(
      <PremiumGate section="provider-portal">
        <h1>Provider portal page</h1>
      </PremiumGate>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Healthcare Portal is part of Premium',
      }),
    ).not.toBeNull();
    expect(screen.queryByText('Provider portal page')).toBeNull();
  });
});
