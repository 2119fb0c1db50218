import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupport } from './this-device-push';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function browser(options: { push: boolean; userAgent?: string; standalone?: boolean }) {
  const navigator = {
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    ...(options.push ? { serviceWorker: {} } : {}),
  } as unknown as Navigator;
  return {
    navigator,
    matchMedia: (() => ({
      matches: options.standalone ?? false,
    })) as unknown as Window['matchMedia'],
    ...(options.push ? { PushManager: class {}, Notification: class {} } : {}),
  };
}

describe('whether this browser can get notifications while Cairn is closed', () => {
  it('can when it has service workers and the Push API', () => {
    expect(pushSupport(browser({ push: true }))).toBe('supported');
  });

  it('asks iPhone and iPad users to add Cairn to the Home Screen first', () => {
    expect(pushSupport(browser({ push: false, userAgent: IPHONE }))).toBe('install-first');
    // Opened from the Home Screen without the API: a too-old iOS, nothing to suggest.
    expect(pushSupport(browser({ push: false, userAgent: IPHONE, standalone: true }))).toBe(
      'unsupported',
    );
  });

  it('cannot elsewhere without the API', () => {
    expect(pushSupport(browser({ push: false }))).toBe('unsupported');
  });
});

describe('the server key as the Push API takes it', () => {
  it('decodes base64url without padding', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
