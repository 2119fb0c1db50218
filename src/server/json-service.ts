import type { z } from 'zod';

/** How a request to an outside service failed; `aborted` only when the caller cancelled it. */
export type ServiceFailure = 'timeout' | 'network' | 'server' | 'refused' | 'invalid' | 'aborted';

/** Worth one more try: the service may answer the next time. */
const RETRIED: ReadonlySet<ServiceFailure> = new Set(['timeout', 'network', 'server']);

export interface JsonServiceOptions<E extends Error> {
  /** How messages name the service: "Weather service", "RevenueCat". */
  name: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Cancels every request in flight (the server closing). */
  signal?: AbortSignal;
  /** What a cancelled request says. */
  abortedMessage?: string;
  /** Each client's own error type, so its callers keep telling failures apart by `kind`. */
  error(kind: ServiceFailure, message: string, status?: number): E;
  /** What the service's refusal body adds to the message (never personal data). */
  refusalDetail?(body: unknown): string;
}

/**
 * A GET of JSON from an outside service (ARCHITECTURE section 8): a time-out on each request,
 * one more try after a network error, a time-out or a 5xx, and the answer checked against a
 * schema. Anything else fails at once with the client's own error.
 */
export function jsonGetter<E extends Error & { kind: ServiceFailure | string }>(
  options: JsonServiceOptions<E>,
) {
  const { name, timeoutMs, error } = options;

  async function once(url: URL | string): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const failure = (): E =>
      options.signal?.aborted
        ? error('aborted', options.abortedMessage ?? `${name} request cancelled`)
        : timeout.aborted
          ? error('timeout', `${name} did not answer within ${timeoutMs} ms`)
          : error('network', `${name} could not be reached`);
    let response: Response;
    try {
      response = await fetch(url, {
        signal,
        headers: { accept: 'application/json', ...options.headers },
      });
    } catch {
      throw failure();
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal.aborted) throw failure();
      body = undefined;
    }
    if (response.status >= 500) {
      throw error('server', `${name} failed (HTTP ${response.status})`, response.status);
    }
    if (!response.ok) {
      const detail = options.refusalDetail?.(body) ?? '';
      throw error(
        'refused',
        `${name} refused the request (HTTP ${response.status})${detail}`,
        response.status,
      );
    }
    if (body === undefined) throw error('invalid', `${name} answered no JSON`);
    return body;
  }

  return async function get<S extends z.ZodType>(
    url: URL | string,
    schema: S,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await once(url);
    } catch (failed) {
      const retry = failed instanceof Error && RETRIED.has((failed as E).kind as ServiceFailure);
      if (!retry) throw failed;
      body = await once(url);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw error('invalid', `${name} answered in an unexpected shape`);
    return parsed.data;
  };
}
