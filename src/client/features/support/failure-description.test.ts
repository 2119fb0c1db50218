import { describe, expect, it } from 'vitest';
import { SUPPORT_RATE_LIMIT_MESSAGE } from '@core/support';
import { supportFailureDescription } from './failure-description';

describe('supportFailureDescription', () => {
  it("shows the server's message", () => {
    const error = new Error(`429: ${JSON.stringify({ message: SUPPORT_RATE_LIMIT_MESSAGE })}`);
    expect(supportFailureDescription(error)).toBe(SUPPORT_RATE_LIMIT_MESSAGE);
    expect(
      supportFailureDescription(
        new Error('400: {"message":"email: Enter a valid email address","issues":[]}'),
      ),
    ).toBe('email: Enter a valid email address');
  });

  it('falls back to "Failed to submit request" when the server gave no message', () => {
    expect(supportFailureDescription(new Error('502: <html>Bad gateway</html>'))).toBe(
      'Failed to submit request',
    );
    expect(supportFailureDescription(new Error('500: {"message":""}'))).toBe(
      'Failed to submit request',
    );
    expect(supportFailureDescription(new Error('503: Service Unavailable'))).toBe(
      'Failed to submit request',
    );
  });

  it("shows a network failure's own message", () => {
    expect(supportFailureDescription(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says "Please try again later." when nothing is known', () => {
    expect(supportFailureDescription(new Error(''))).toBe('Please try again later.');
    expect(supportFailureDescription('boom')).toBe('Please try again later.');
    expect(supportFailureDescription(undefined)).toBe('Please try again later.');
  });
});
