/**
 * The clinician page's fetch wrapper. There is no session cookie: every request carries the link
 * token as a Bearer credential. A non-OK answer throws `"{status}: {message}"`, like lib/api.ts,
 * keeping the status (what to show depends on it) and the server's own words.
 */

export interface FieldIssue {
  path: string;
  message: string;
}

export class ClinicianApiError extends Error {
  readonly status: number;
  /** The server's `message`, to show as it is ("That code is not right. 4 attempts left."). */
  readonly serverMessage: string;
  /** A 400's field issues, when the server sent them. */
  readonly issues: FieldIssue[];

  constructor(status: number, serverMessage: string, issues: FieldIssue[] = []) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ClinicianApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.issues = issues;
  }
}

/** Answers that end the visit: bad or withdrawn link (401), revoked or expired (410), locked (423). */
export const FATAL_STATUSES: ReadonlySet<number> = new Set([401, 410, 423]);

export function isFatal(error: unknown): error is ClinicianApiError {
  return error instanceof ClinicianApiError && FATAL_STATUSES.has(error.status);
}

async function errorOf(response: Response): Promise<ClinicianApiError> {
  const text = await response.text().catch(() => '');
  let message = text || response.statusText;
  let issues: FieldIssue[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; issues?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (Array.isArray(body.issues)) issues = body.issues as FieldIssue[];
  } catch {
    // Not JSON (a proxy's error page): the text itself is the message.
  }
  return new ClinicianApiError(response.status, message, issues);
}

export async function clinicianRequest<T>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    // Never the patient's session cookie, should this browser also be signed in to Cairn.
    credentials: 'omit',
    cache: 'no-store',
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}
