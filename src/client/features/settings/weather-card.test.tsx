// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type ApiSettings } from '@core/settings';
import { getQueryFn } from '@client/lib/api';
import { WeatherCard } from './weather-card';

const MADRID = {
  name: 'Madrid, Community of Madrid, Spain',
  latitude: 40.4165,
  longitude: -3.70256,
};

let settings: ApiSettings;
let backfills: Array<() => Response>;
let sent: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  settings = { ...DEFAULT_SETTINGS, timeZone: 'UTC' };
  backfills = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, ...(body === undefined ? {} : { body }) });
      if (url === '/api/settings' && method === 'PUT') {
        settings = { ...settings, ...(body as Partial<ApiSettings>) };
        return Response.json(settings);
      }
      if (url === '/api/settings') return Response.json(settings);
      if (url.startsWith('/api/weather/places')) {
        return Response.json(url.endsWith('q=Madrid') ? [MADRID] : []);
      }
      if (url === '/api/weather/backfill') return backfills.shift()!();
      return new Response('not found', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <WeatherCard />
    </QueryClientProvider>,
  );
}

const writes = () => sent.filter((r) => r.method !== 'GET');

describe('WeatherCard', () => {
  it('is off until a place is chosen, and says only its coordinates go to Open-Meteo', async () => {
    renderCard();
    expect(await screen.findByText('Weather is off: no place is chosen.')).not.toBeNull();
    expect(screen.getByText(/Only the place's coordinates are sent to Open-Meteo/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Fill in weather for past entries' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Celsius (°C)' })).toHaveProperty('checked', true);
  });

  it('searches a place by name and stores the one chosen', async () => {
    renderCard();
    fireEvent.change(await screen.findByLabelText('Search for a place'), {
      target: { value: ' Madrid ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 place found for “Madrid”. Choose yours.')).not.toBeNull();
    const results = screen.getByRole('list', { name: 'Places found' });
    fireEvent.click(within(results).getByRole('button', { name: /Madrid, Community of Madrid/ }));
    expect(await screen.findByText('40.4165° N, 3.7026° W')).not.toBeNull();
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/settings', body: { weatherLocation: MADRID } },
    ]);
    expect(sent.some((r) => r.url === '/api/weather/places?q=Madrid')).toBe(true);
  });

  it('asks for 2 characters before searching, and says when nothing matches', async () => {
    renderCard();
    const field = await screen.findByLabelText('Search for a place');
    fireEvent.change(field, { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Type 2 to 100 characters of a town or city.')).not.toBeNull();
    expect(sent.filter((r) => r.url.startsWith('/api/weather'))).toEqual([]);
    fireEvent.change(field, { target: { value: 'Atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No place found for “Atlantis”/)).not.toBeNull();
  });

  it('takes a latitude and longitude instead, and refuses impossible ones', async () => {
    renderCard();
    fireEvent.change(await screen.findByLabelText('Latitude'), { target: { value: '91' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-3.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use these coordinates' }));
    expect(screen.getByText('Latitude must be a number between -90 and 90.')).not.toBeNull();
    expect(writes()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '-41.2866' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use these coordinates' }));
    expect(await screen.findByText('Weather place')).not.toBeNull();
    expect(writes()[0]!.body).toEqual({
      weatherLocation: { name: '41.2866° S, 3.7° W', latitude: -41.2866, longitude: -3.7 },
    });
  });

  it('removes the place, and changes the temperature unit', async () => {
    settings.weatherLocation = MADRID;
    renderCard();
    fireEvent.click(
      await screen.findByRole('button', { name: `Remove weather place ${MADRID.name}` }),
    );
    expect(await screen.findByText('Weather is off: no place is chosen.')).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Fahrenheit (°F)' }));
    // Settings changes go to the server one after another.
    await waitFor(() =>
      expect(writes().map((r) => r.body)).toEqual([
        { weatherLocation: null },
        { temperatureUnit: 'fahrenheit' },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'Fahrenheit (°F)' })).toHaveProperty('checked', true);
  });

  it('fills past entries batch after batch, with the count and a full bar at the end', async () => {
    settings.weatherLocation = MADRID;
    backfills = [
      () => Response.json({ filled: 3, remaining: 2 }),
      () => Response.json({ filled: 2, remaining: 0 }),
    ];
    renderCard();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Fill in weather for past entries' }),
    );
    expect(
      await screen.findByText('Filled 5 entries. Every past entry has its weather now.'),
    ).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(sent.filter((r) => r.url === '/api/weather/backfill').map((r) => r.method)).toEqual([
      'POST',
      'POST',
    ]);
  });

  it("shows the server's reason when the weather service is down", async () => {
    settings.weatherLocation = MADRID;
    backfills = [
      () =>
        Response.json(
          { message: 'The weather service (Open-Meteo) cannot be reached right now.' },
          { status: 503 },
        ),
    ];
    renderCard();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Fill in weather for past entries' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The weather service (Open-Meteo) cannot be reached right now.',
    );
  });
});
