import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  categoryLabel,
  isDoneStatus,
  monthlyRevenue,
  priorityLabel,
  startOfUtcMonth,
  statusLabel,
  subscriptionLabel,
} from './admin';
import { ticketUpdateSchema } from './admin-schemas';

describe('startOfUtcMonth', () => {
  it('is midnight UTC on the 1st, whatever the time of day or zone offset', () => {
    expect(startOfUtcMonth(new Date('2026-03-17T13:45:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(startOfUtcMonth(new Date('2026-03-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    // 23:59:59.999 on the last day still belongs to that month.
    expect(startOfUtcMonth(new Date('2026-02-28T23:59:59.999Z')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    // Half past midnight on 1 March in Berlin is still February in UTC.
    expect(startOfUtcMonth(new Date('2026-03-01T00:30:00+01:00')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(startOfUtcMonth(new Date('2026-01-09T08:00:00Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});

describe('monthlyRevenue', () => {
  it.each([
    [0, '0.00'],
    [1, '9.99'],
    [3, '29.97'],
    [7, '69.93'],
    [1000, '9990.00'],
  ])('%i premium users bring %s a month', (count, revenue) => {
    expect(monthlyRevenue(count)).toBe(revenue);
  });

  it('is always the count times 9.99 with exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const shown = monthlyRevenue(count);
        expect(shown).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(shown) * 100)).toBe(count * 999);
      }),
    );
  });
});

describe('labels', () => {
  it('names the known values and shows unknown ones as they are', () => {
    expect(['open', 'in_progress', 'resolved', 'closed', 'waiting'].map(statusLabel)).toEqual([
      'Open',
      'In Progress',
      'Resolved',
      'Closed',
      'waiting',
    ]);
    expect(['low', 'normal', 'high', 'urgent', 'asap'].map(priorityLabel)).toEqual([
      'Low',
      'Normal',
      'High',
      'Urgent',
      'asap',
    ]);
    expect(categoryLabel('feature')).toBe('Feature request');
    expect(categoryLabel('legacy')).toBe('legacy');
    expect(subscriptionLabel('premium')).toBe('Premium');
    expect(subscriptionLabel('free')).toBe('Free');
  });

  it('treats only resolved and closed as done', () => {
    expect(['open', 'in_progress', 'resolved', 'closed', 'waiting'].map(isDoneStatus)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('ticketUpdateSchema', () => {
  it('accepts any one field, trims notes and turns blank notes into null', () => {
    expect(ticketUpdateSchema.parse({ status: 'in_progress' })).toEqual({ status: 'in_progress' });
    expect(ticketUpdateSchema.parse({ priority: 'urgent' })).toEqual({ priority: 'urgent' });
    expect(ticketUpdateSchema.parse({ adminNotes: ' Called back ' })).toEqual({
      adminNotes: 'Called back',
    });
    expect(ticketUpdateSchema.parse({ adminNotes: ' \n ' })).toEqual({ adminNotes: null });
    expect(ticketUpdateSchema.parse({ adminNotes: null })).toEqual({ adminNotes: null });
  });

  it('refuses an empty change and unknown values', () => {
    expect(ticketUpdateSchema.safeParse({}).success).toBe(false);
    expect(ticketUpdateSchema.safeParse({ status: 'Open' }).success).toBe(false);
    expect(ticketUpdateSchema.safeParse({ priority: 'medium' }).success).toBe(false);
  });
});
