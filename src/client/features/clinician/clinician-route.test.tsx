// @vitest-environment jsdom
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@client/app';
import { queryClient } from '@client/lib/query-client';
import { portalFixture, SNAPSHOT, stubClinicianServer, TOKEN } from './test-server';

// Each view waits on the one before it (session, portal, report): allow a loaded machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('/clinician in the app', () => {
  it('shows the clinician page instead of the sign-in gate, even with a session, and never asks who is signed in', async () => {
    document.cookie = 'cairn_signed_in=1; path=/';
    try {
      const calls = stubClinicianServer({
        'GET /api/clinician/session': () =>
          Response.json({ codeRequired: false, codeAttemptsLeft: 5 }),
        'GET /api/clinician/portal': () =>
          Response.json(
            portalFixture({
              viewPainData: false,
              viewMedications: false,
              viewSymptoms: false,
              viewAnalytics: false,
            }),
          ),
        'GET /api/clinician/reports/report-1': () => Response.json(SNAPSHOT),
      });
      window.history.replaceState(null, '', `/clinician#${TOKEN}`);
      render(<App />);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Cairn · Shared with you by Robin Park' },
          { timeout: 10_000 },
        ),
      ).not.toBeNull();
      expect(calls.map((call) => call.url)).not.toContain('/api/auth/user');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    } finally {
      document.cookie = 'cairn_signed_in=; path=/; max-age=0';
    }
  });

  it('answers /clinician/ sub-paths too', async () => {
    stubClinicianServer({});
    window.history.replaceState(null, '', '/clinician/anything');
    render(<App />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Open the link from your e-mail' },
        { timeout: 10_000 },
      ),
    ).not.toBeNull();
  });
});
