import { createContext, useContext } from 'react';
import type { PaidPlan } from '@core/billing/plans';

/**
 * Where premium is bought from this screen: the web (Stripe Checkout, or a pointer to the apps)
 * or the native app's store, through RevenueCat's Capacitor plugin. The native side sits behind
 * this small interface so the pricing page can be tested with a fake store.
 */

export interface StorePackage {
  identifier: string;
  plan: PaidPlan;
  priceString: string;
}

/** The store entitlement named premium (spec section 4), or null when the store has none. */
export interface StoreCustomerInfo {
  premium: {
    isActive: boolean;
    productIdentifier: string | null;
    expirationDate: string | null;
  } | null;
}

export interface NativePurchasePlatform {
  kind: 'native';
  os: 'ios' | 'android';
  initialize(appUserId: string): Promise<void>;
  getOfferings(): Promise<StorePackage[]>;
  purchasePackage(pkg: StorePackage): Promise<StoreCustomerInfo>;
  restorePurchases(): Promise<StoreCustomerInfo>;
  getCustomerInfo(): Promise<StoreCustomerInfo>;
}

export type PurchasePlatform = { kind: 'web' } | NativePurchasePlatform;

/** Spec section 5: every store action needs initialised payments first. */
export const NOT_INITIALIZED = 'Mobile payments not initialized';

/** Spec section 7: the platform keys are empty in this build, so configure fails on a device. */
const STORE_API_KEYS: Record<NativePurchasePlatform['os'], string> = { ios: '', android: '' };

// The parts of @revenuecat/purchases-capacitor that Cairn reads; the plugin is not a dependency,
// the native shell registers it on window.Capacitor.
interface RcEntitlement {
  isActive: boolean;
  productIdentifier: string;
  expirationDate: string | null;
}
interface RcCustomerInfo {
  entitlements: { active: Record<string, RcEntitlement | undefined> };
}
interface RcPackage {
  identifier: string;
  packageType: string;
  product: { priceString: string };
}
interface RcPurchases {
  configure(options: { apiKey: string; appUserID: string }): Promise<void>;
  getOfferings(): Promise<{ current: { availablePackages: RcPackage[] } | null }>;
  purchasePackage(options: { aPackage: RcPackage }): Promise<{ customerInfo: RcCustomerInfo }>;
  restorePurchases(): Promise<{ customerInfo: RcCustomerInfo }>;
  getCustomerInfo(): Promise<{ customerInfo: RcCustomerInfo }>;
}
interface CapacitorGlobal {
  isNativePlatform?(): boolean;
  getPlatform?(): string;
  Plugins?: { Purchases?: RcPurchases };
}

const PACKAGE_PLANS: Record<string, PaidPlan> = { MONTHLY: 'monthly', ANNUAL: 'annual' };

function premiumOf(info: RcCustomerInfo): StoreCustomerInfo {
  const premium = info.entitlements.active.premium;
  return {
    premium: premium
      ? {
          isActive: premium.isActive,
          productIdentifier: premium.productIdentifier || null,
          expirationDate: premium.expirationDate,
        }
      : null,
  };
}

/** Wraps RevenueCat's plugin; every call but initialize refuses until configure has worked. */
export function revenueCatPlatform(
  plugin: RcPurchases,
  os: NativePurchasePlatform['os'],
): NativePurchasePlatform {
  let configured = false;
  // The store's own package objects, which purchasePackage must be handed back.
  const packages = new Map<string, RcPackage>();
  const ready = () => {
    if (!configured) throw new Error(NOT_INITIALIZED);
  };
  const getOfferings = async (): Promise<StorePackage[]> => {
    ready();
    const offerings = await plugin.getOfferings();
    const found: StorePackage[] = [];
    for (const pkg of offerings.current?.availablePackages ?? []) {
      const plan = PACKAGE_PLANS[pkg.packageType];
      if (!plan) continue;
      packages.set(pkg.identifier, pkg);
      found.push({ identifier: pkg.identifier, plan, priceString: pkg.product.priceString });
    }
    return found;
  };

  return {
    kind: 'native',
    os,
    async initialize(appUserId) {
      try {
        await plugin.configure({ apiKey: STORE_API_KEYS[os], appUserID: appUserId });
        configured = true;
      } catch {
        throw new Error(NOT_INITIALIZED);
      }
    },
    getOfferings,
    async purchasePackage(pkg) {
      ready();
      if (!packages.has(pkg.identifier)) await getOfferings();
      const aPackage = packages.get(pkg.identifier);
      if (!aPackage) throw new Error(`${pkg.identifier} is not on sale in the store`);
      return premiumOf((await plugin.purchasePackage({ aPackage })).customerInfo);
    },
    async restorePurchases() {
      ready();
      return premiumOf((await plugin.restorePurchases()).customerInfo);
    },
    async getCustomerInfo() {
      ready();
      return premiumOf((await plugin.getCustomerInfo()).customerInfo);
    },
  };
}

/** Native only inside the Capacitor shell with RevenueCat's plugin; the web otherwise. */
export function detectPurchasePlatform(): PurchasePlatform {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  const plugin = capacitor?.Plugins?.Purchases;
  if (!capacitor?.isNativePlatform?.() || !plugin) return { kind: 'web' };
  return revenueCatPlatform(plugin, capacitor.getPlatform?.() === 'android' ? 'android' : 'ios');
}

const PurchasePlatformContext = createContext<PurchasePlatform | null>(null);

/** Tests (and a native shell, if it wants) hand the page its platform here. */
export const PurchasePlatformProvider = PurchasePlatformContext.Provider;

let detected: PurchasePlatform | null = null;

/** The platform given by a provider, else the one this browser is (detected once). */
export function usePurchasePlatform(): PurchasePlatform {
  const provided = useContext(PurchasePlatformContext);
  if (provided) return provided;
  detected ??= detectPurchasePlatform();
  return detected;
}
