// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from './api/link-token';
import { ClinicianView } from './clinician-view';
import {
  DATA_ROUTES,
  fail,
  portalFixture,
  SNAPSHOT,
  stubClinicianServer,
  TOKEN,
  type Call,
  type Routes,
} from './test-server';

// Each view waits on the one before it (session, portal, report): allow a loaded machine.
configure({ asyncUtilTimeout: 5000 });

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {
    ...DATA_ROUTES,
    'GET /api/clinician/session': () => Response.json({ codeRequired: false, codeAttemptsLeft: 5 }),
    'GET /api/clinician/portal': () => Response.json(portalFixture()),
    'GET /api/clinician/reports/report-1': () => Response.json(SNAPSHOT),
  };
  calls = stubClinicianServer(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the link token', () => {
  it('is read from the fragment, kept for this tab, removed from the address and sent as Bearer', async () => {
    window.history.replaceState(null, '', `/clinician#${TOKEN}`);
    render(<ClinicianView />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/clinician');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);

    expect(await heading('Cairn · Shared with you by Robin Park')).not.toBeNull();
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
    expect(calls.map((call) => call.url)).toContain('/api/clinician/session');
  });

  it('takes a second link opened in the same tab (only the fragment changes)', async () => {
    window.history.replaceState(null, '', `/clinician#${TOKEN}`);
    render(<ClinicianView />);
    expect(await heading(/Shared with you/)).not.toBeNull();
    const second = 'B'.repeat(43);
    const before = calls.length;
    window.history.replaceState(null, '', `/clinician#${second}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(second);
    expect(calls.slice(before).every((call) => call.authorization === `Bearer ${second}`)).toBe(
      true,
    );
  });

  it('falls back to the stored token after a reload', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    window.history.replaceState(null, '', '/clinician');
    render(<ClinicianView />);
    expect(await heading(/Shared with you/)).not.toBeNull();
    expect(calls[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('without a fragment or a stored token, asks for the e-mail link and calls nothing', () => {
    window.history.replaceState(null, '', '/clinician');
    render(<ClinicianView />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Open the link from your e-mail' }),
    ).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('ignores a malformed fragment but still clears it', () => {
    window.history.replaceState(null, '', '/clinician#not-a-token');
    render(<ClinicianView />);
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('heading', { name: 'Open the link from your e-mail' })).not.toBeNull();
  });
});

describe('refused links', () => {
  it.each([
    [410, 'Your access has been revoked by the patient.'],
    [410, 'This link has expired. Ask your patient to renew your access.'],
    [401, 'This link is not valid. Ask your patient to send a new one.'],
    [423, 'Too many wrong codes. Ask your patient to send a new invitation.'],
  ])('%i shows "%s" full-page, without forms', async (status, message) => {
    routes['GET /api/clinician/session'] = () => fail(status, message);
    window.history.replaceState(null, '', `/clinician#${TOKEN}`);
    render(<ClinicianView />);
    expect(await heading(message)).not.toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/clinician/session']);
  });
});

describe('the code', () => {
  beforeEach(() => {
    routes['GET /api/clinician/session'] = () =>
      Response.json({ codeRequired: true, codeAttemptsLeft: 5 });
    window.history.replaceState(null, '', `/clinician#${TOKEN}`);
  });

  const codeInput = () =>
    screen.findByLabelText('Enter the 6-digit code from your invitation e-mail');

  it('is asked for before anything else, with a numeric one-time-code input', async () => {
    render(<ClinicianView />);
    const input = await codeInput();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('5 attempts left.')).not.toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/clinician/session']);
  });

  it('shows the server message for a wrong code, then opens the portal with the right one', async () => {
    let attempt = 0;
    routes['POST /api/clinician/verify'] = (body) => {
      attempt += 1;
      if (attempt === 1) return fail(400, 'That code is not right. 4 attempts left.');
      expect(body).toEqual({ code: '123456' });
      return Response.json(portalFixture());
    };
    render(<ClinicianView />);
    fireEvent.change(await codeInput(), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right. 4 attempts left.')).not.toBeNull();
    expect((await codeInput()).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(await codeInput(), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await heading('Cairn · Shared with you by Robin Park')).not.toBeNull();
    // The verify answer is the portal: it is not asked for again.
    expect(calls.filter((call) => call.url === '/api/clinician/portal')).toHaveLength(0);
    expect(calls.filter((call) => call.url === '/api/clinician/verify')).toHaveLength(2);
  });

  it('checks the code has 6 digits before sending it', async () => {
    render(<ClinicianView />);
    fireEvent.change(await codeInput(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).not.toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('replaces the page when the last wrong code locks the invitation', async () => {
    routes['POST /api/clinician/verify'] = () =>
      fail(423, 'Too many wrong codes. Ask your patient to send a new invitation.');
    render(<ClinicianView />);
    fireEvent.change(await codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await heading('Too many wrong codes. Ask your patient to send a new invitation.'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
