import type { QueryFunction } from '@tanstack/react-query';

/** Any non-OK answer becomes `"{status}: {body text or status text}"` (spec, document 1 §8). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/**
 * Sends a request with the session cookie. Only a request with a body carries JSON and the JSON
 * content type. Resolves with the response when it is OK, and throws otherwise.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: { keepalive?: boolean } = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // keepalive lets a save started as the page closes finish after it is gone.
    keepalive: options.keepalive,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data loader: the query key segments joined with '/' are the URL it GETs, and the
 * answer is parsed as JSON. With `on401: 'returnNull'` a 401 answers null instead of failing.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
