import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-03-04T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "Just now" under a minute and for a time slightly ahead', () => {
    expect(relativeTime(ago(0), NOW)).toBe('Just now');
    expect(relativeTime(ago(59_999), NOW)).toBe('Just now');
    expect(relativeTime(ago(-5_000), NOW)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * HOUR - 1), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * HOUR), NOW)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * DAY), NOW)).toBe('3 days ago');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(29 * DAY), NOW)).toBe('29 days ago');
  });

  it('counts 30-day months and 365-day years beyond that', () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toBe('1 month ago');
    expect(relativeTime(ago(89 * DAY), NOW)).toBe('2 months ago');
    expect(relativeTime(ago(364 * DAY), NOW)).toBe('12 months ago');
    expect(relativeTime(ago(365 * DAY), NOW)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * DAY), NOW)).toBe('3 years ago');
  });

  it('is empty for an unreadable time', () => {
    expect(relativeTime('not a time', NOW)).toBe('');
  });
});
