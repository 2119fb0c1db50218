import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectPurchasePlatform,
  NOT_INITIALIZED,
  type NativePurchasePlatform,
} from './purchase-platform';

const MONTHLY = {
  identifier: '$rc_monthly',
  packageType: 'MONTHLY',
  product: { priceString: '$9.99' },
};
const ANNUAL = {
  identifier: '$rc_annual',
  packageType: 'ANNUAL',
  product: { priceString: '$79.00' },
};
const LIFETIME = {
  identifier: '$rc_lifetime',
  packageType: 'LIFETIME',
  product: { priceString: '$199.00' },
};

const customerInfo = (premium?: object) => ({
  customerInfo: { entitlements: { active: premium ? { premium } : {} } },
});

function fakePlugin() {
  return {
    configure: vi.fn(async (_options: { apiKey: string; appUserID: string }) => {}),
    getOfferings: vi.fn(async () => ({
      current: { availablePackages: [MONTHLY, ANNUAL, LIFETIME] },
    })),
    purchasePackage: vi.fn(async (_options: { aPackage: unknown }) =>
      customerInfo({
        isActive: true,
        productIdentifier: 'cairn_premium_annual',
        expirationDate: '2027-05-01T00:00:00Z',
      }),
    ),
    restorePurchases: vi.fn(async () => customerInfo()),
    getCustomerInfo: vi.fn(async () => customerInfo()),
  };
}

function installCapacitor(plugin: ReturnType<typeof fakePlugin> | undefined, native = true) {
  vi.stubGlobal('Capacitor', {
    isNativePlatform: () => native,
    getPlatform: () => 'android',
    Plugins: plugin ? { Purchases: plugin } : {},
  });
}

function nativePlatform(): NativePurchasePlatform {
  const platform = detectPurchasePlatform();
  if (platform.kind !== 'native') throw new Error('expected the native platform');
  return platform;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detectPurchasePlatform', () => {
  it('is the web without Capacitor, in a Capacitor web build, or without the plugin', () => {
    expect(detectPurchasePlatform()).toEqual({ kind: 'web' });
    installCapacitor(fakePlugin(), false);
    expect(detectPurchasePlatform()).toEqual({ kind: 'web' });
    installCapacitor(undefined);
    expect(detectPurchasePlatform()).toEqual({ kind: 'web' });
  });

  it("wraps RevenueCat's plugin: configure with the user, offerings by package type", async () => {
    const plugin = fakePlugin();
    installCapacitor(plugin);
    const platform = nativePlatform();
    expect(platform.os).toBe('android');
    await platform.initialize('user-1');
    expect(plugin.configure).toHaveBeenCalledWith({ apiKey: '', appUserID: 'user-1' });
    expect(await platform.getOfferings()).toEqual([
      { identifier: '$rc_monthly', plan: 'monthly', priceString: '$9.99' },
      { identifier: '$rc_annual', plan: 'annual', priceString: '$79.00' },
    ]);
  });

  it('hands the store its own package, and reads the premium entitlement', async () => {
    const plugin = fakePlugin();
    installCapacitor(plugin);
    const platform = nativePlatform();
    await platform.initialize('user-1');
    const info = await platform.purchasePackage({
      identifier: '$rc_annual',
      plan: 'annual',
      priceString: '$79.00',
    });
    expect(plugin.purchasePackage).toHaveBeenCalledWith({ aPackage: ANNUAL });
    expect(info).toEqual({
      premium: {
        isActive: true,
        productIdentifier: 'cairn_premium_annual',
        expirationDate: '2027-05-01T00:00:00Z',
      },
    });
    expect(await platform.restorePurchases()).toEqual({ premium: null });
    expect(await platform.getCustomerInfo()).toEqual({ premium: null });
  });

  it('refuses every store call until configure has worked', async () => {
    const plugin = fakePlugin();
    plugin.configure.mockRejectedValue(new Error('Invalid API key'));
    installCapacitor(plugin);
    const platform = nativePlatform();
    await expect(platform.getOfferings()).rejects.toThrow(NOT_INITIALIZED);
    await expect(platform.initialize('user-1')).rejects.toThrow(NOT_INITIALIZED);
    await expect(platform.restorePurchases()).rejects.toThrow(NOT_INITIALIZED);
    await expect(platform.getCustomerInfo()).rejects.toThrow(NOT_INITIALIZED);
    expect(plugin.getOfferings).not.toHaveBeenCalled();
    expect(plugin.restorePurchases).not.toHaveBeenCalled();
  });
});
