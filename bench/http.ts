import autocannon from 'autocannon';
import type { RunningServer } from './server-process';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  path: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A short, bounded load on one route of the local server (loopback only). */
export async function load(
  server: Pick<RunningServer, 'url'>,
  label: string,
  options: LoadOptions,
  seconds = 5,
  connections = 20,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${server.url}${options.path}`,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections,
    duration: seconds,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function formatLoad(r: LoadResult): string {
  return `${r.label.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`;
}
