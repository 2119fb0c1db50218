import { describe, expect, it } from 'vitest';
import { journalLimitAnswer, premiumSectionAnswer } from '@core/billing/entitlements';
import { upgradeRequired } from './upgrade-required';

const answer = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('upgradeRequired', () => {
  it('reads the message and the limit of a 402 answer', () => {
    expect(upgradeRequired(answer(402, journalLimitAnswer(10)))).toEqual(journalLimitAnswer(10));
    expect(upgradeRequired(answer(402, premiumSectionAnswer('Research')))).toEqual({
      message:
        'Upgrade to Premium to use Research. Everything you have logged stays yours to read and export on any plan.',
      limit: { kind: 'premium_section', value: null },
    });
  });

  it('reads the offline queue’s refusal, which keeps the status and the text apart', () => {
    const refusal = Object.assign(new Error('The free plan includes 10'), {
      status: 402,
      text: JSON.stringify(journalLimitAnswer(10)),
    });
    expect(upgradeRequired(refusal)?.limit).toEqual({
      kind: 'journal_entries_per_month',
      value: 10,
    });
  });

  it('is null for every other failure, so the usual error shows', () => {
    expect(upgradeRequired(answer(403, journalLimitAnswer(10)))).toBeNull();
    expect(upgradeRequired(answer(402, 'Payment Required'))).toBeNull();
    expect(upgradeRequired(answer(402, { message: 'Pay up' }))).toBeNull();
    expect(
      upgradeRequired(answer(402, { message: 'x', limit: { kind: 'storage', value: 1 } })),
    ).toBeNull();
    expect(
      upgradeRequired(
        answer(402, { message: 'x', limit: { kind: 'analytics_days', value: null } }),
      ),
    ).toBeNull();
    expect(upgradeRequired(new TypeError('Failed to fetch'))).toBeNull();
    expect(upgradeRequired(null)).toBeNull();
    expect(upgradeRequired('402: {}')).toBeNull();
  });
});
