import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with its content type only when there is a body', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/triggers', { name: 'Rain' });
    expect(fetchMock).toHaveBeenCalledWith('/api/triggers', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Rain"}',
    });

    await apiRequest('DELETE', '/api/triggers/1');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init).toMatchObject({
      method: 'DELETE',
      credentials: 'include',
      headers: undefined,
      body: undefined,
    });
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    mockFetch(new Response('{"message":"Not found"}', { status: 404 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('404: {"message":"Not found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the key segments joined with "/" and parses JSON', async () => {
    const fetchMock = mockFetch(Response.json([{ id: 1 }]));
    const result = await getQueryFn({ on401: 'throw' })(
      queryContext(['/api/journal-entries', '2025-01-01']),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/journal-entries/2025-01-01');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(result).toEqual([{ id: 1 }]);
  });

  it('answers null for a 401 when asked to', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(
      getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user'])),
    ).resolves.toBeNull();
  });

  it('throws on a 401 by default', async () => {
    mockFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });
});
