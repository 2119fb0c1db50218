// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type ApiSettings } from '@core/settings';
import { renderPage, stubServer, type Call } from '@client/components/analysis/test-server';
import { RemindersCard } from './reminders-card';

let settings: ApiSettings;
let calls: Call[];
let emailAvailable: boolean;

beforeEach(() => {
  settings = { ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin' };
  emailAvailable = true;
  calls = stubServer({
    'GET /api/settings': () => Response.json(settings),
    'PUT /api/settings': () => {
      const change = calls.at(-1)!.body as Partial<ApiSettings>;
      settings = { ...settings, ...change };
      return Response.json(settings);
    },
    'GET /api/push/subscriptions': () => Response.json([]),
    'GET /api/reminders/channels': () => Response.json({ email: emailAvailable }),
    'GET /api/calendar-feed': () =>
      Response.json({ active: false, createdAt: null, lastUsedAt: null }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('Notifications and Reminders', () => {
  it('saves the weekly check-in day and time, and e-mail and dose reminders', async () => {
    renderPage(<RemindersCard />);
    const day = (await screen.findByRole('combobox', {
      name: 'Check-in day',
    })) as HTMLSelectElement;
    expect(day.value).toBe('0');
    expect(screen.getByRole('option', { name: 'Sunday' })).not.toBeNull();
    expect(
      (screen.getByRole('combobox', { name: 'Check-in time' }) as HTMLSelectElement).value,
    ).toBe('18:00');

    fireEvent.change(day, { target: { value: '3' } });
    await waitFor(() => expect(puts()).toEqual([{ pegDay: 3 }]));
    fireEvent.change(screen.getByRole('combobox', { name: 'Check-in time' }), {
      target: { value: '09:00' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Medication doses' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { pegDay: 3 },
        { pegTime: '09:00' },
        { reminderEmail: true },
        { doseReminders: false },
      ]),
    );
    expect(screen.getByText(/also go to robin@example\.test/)).not.toBeNull();
  });

  it('offers no e-mail reminders where the server cannot send e-mail, and says why', async () => {
    emailAvailable = false;
    settings = { ...settings, reminderEmail: true };
    renderPage(<RemindersCard />);
    expect(
      await screen.findByText(/This Cairn server is not set up to send e-mail/),
    ).not.toBeNull();
    const email = screen.getByRole('switch', { name: 'E-mail' });
    expect(email.getAttribute('aria-checked')).toBe('false');
    expect((email as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(email);
    expect(puts()).toEqual([]);
  });

  it('turns the check-in day and time off with the weekly check-in', async () => {
    settings = { ...settings, pegEnabled: false };
    renderPage(<RemindersCard />);
    const day = await screen.findByRole('combobox', { name: 'Check-in day' });
    expect((day as HTMLSelectElement).disabled).toBe(true);
    expect(
      screen.getByRole('switch', { name: 'Weekly check-in' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('says plainly when this browser cannot get notifications while Cairn is closed', async () => {
    renderPage(<RemindersCard />);
    const onThisDevice = await screen.findByRole('switch', {
      name: 'Notifications on this device',
    });
    // jsdom has no service workers and no Push API.
    expect(onThisDevice.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText(
        'This browser cannot receive notifications while Cairn is closed. E-mail reminders work everywhere.',
      ),
    ).not.toBeNull();
  });
});
