import { describe, expect, it } from 'vitest';
import { liveChatHours, liveChatHoursIn } from './live-chat';

describe('liveChatHours', () => {
  it('is 9 AM to 5 PM PST (UTC-8) in winter', () => {
    const { opens, closes } = liveChatHours(new Date('2026-01-14T20:00:00Z'));
    expect(opens.toISOString()).toBe('2026-01-14T17:00:00.000Z');
    expect(closes.toISOString()).toBe('2026-01-15T01:00:00.000Z');
  });

  it('follows the Pacific clock in summer (UTC-7)', () => {
    const { opens, closes } = liveChatHours(new Date('2026-07-01T18:00:00Z'));
    expect(opens.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(closes.toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('uses the Pacific calendar day, not the UTC one', () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in California.
    const { opens } = liveChatHours(new Date('2026-01-15T03:00:00Z'));
    expect(opens.toISOString()).toBe('2026-01-14T17:00:00.000Z');
  });
});

describe('liveChatHoursIn', () => {
  const winter = new Date('2026-01-14T20:00:00Z');
  const summer = new Date('2026-07-01T18:00:00Z');

  it('is null on the Pacific clock itself', () => {
    expect(liveChatHoursIn('America/Los_Angeles', winter)).toBeNull();
    expect(liveChatHoursIn('America/Vancouver', summer)).toBeNull();
  });

  it('reads the hours in Berlin, closing after midnight', () => {
    expect(liveChatHoursIn('Europe/Berlin', winter)).toEqual({
      days: 'Monday to Friday',
      opens: '6:00 PM',
      closes: '2:00 AM',
    });
  });

  it('follows the clock changes: in early March Berlin is only 8 hours ahead', () => {
    // 2026-03-10: California is on PDT (UTC-7), Berlin still on CET (UTC+1): 8 hours apart.
    expect(liveChatHoursIn('Europe/Berlin', new Date('2026-03-10T18:00:00Z'))?.opens).toBe(
      '5:00 PM',
    );
  });

  it('moves the days forward where 9 AM Pacific is already tomorrow', () => {
    expect(liveChatHoursIn('Australia/Sydney', winter)).toEqual({
      days: 'Tuesday to Saturday',
      opens: '4:00 AM',
      closes: '12:00 PM',
    });
  });

  it('keeps the days for New York, three hours later', () => {
    expect(liveChatHoursIn('America/New_York', summer)).toEqual({
      days: 'Monday to Friday',
      opens: '12:00 PM',
      closes: '8:00 PM',
    });
  });
});
