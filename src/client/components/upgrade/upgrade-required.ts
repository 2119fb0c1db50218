import type { PlanLimit, UpgradeRequired } from '@core/billing/entitlements';

const KINDS: ReadonlySet<PlanLimit['kind']> = new Set([
  'journal_entries_per_month',
  'analytics_days',
  'premium_section',
]);

function isPlanLimit(value: unknown): value is PlanLimit {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, value: limit } = value as { kind?: unknown; value?: unknown };
  if (typeof kind !== 'string' || !KINDS.has(kind as PlanLimit['kind'])) return false;
  return kind === 'premium_section' ? limit === null : typeof limit === 'number';
}

/** The body of a 402 answer, from either shape a failed request takes in the client. */
function paymentRequiredBody(error: Error): string | null {
  // The offline outbox's refusal keeps the status and the answer's text apart.
  const { status, text } = error as Error & { status?: unknown; text?: unknown };
  if (status === 402 && typeof text === 'string') return text;
  // apiRequest and the query loader: `Error("402: {body}")`.
  const answer = /^402: ([\s\S]*)$/.exec(error.message);
  return answer ? answer[1]! : null;
}

/**
 * The plan limit behind a failed request: the server answers 402 with `{ message, limit }`.
 * Null for any other failure (or a 402 without that body), so the caller shows its usual error.
 */
export function upgradeRequired(error: unknown): UpgradeRequired | null {
  if (!(error instanceof Error)) return null;
  const text = paymentRequiredBody(error);
  if (text === null) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown; limit?: unknown };
    if (typeof body.message !== 'string' || !isPlanLimit(body.limit)) return null;
    return { message: body.message, limit: body.limit };
  } catch {
    return null;
  }
}
