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
  });

  it('is empty for an unreadable time', () => {
    expect(relativeTime('not a time', NOW)).toBe('');
  });
});
