import { useEffect, useRef, useState } from 'react';
import type { PaidPlan } from '@core/billing/plans';
import { useSyncMobile } from '@client/api/billing/sync-mobile';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import {
  NOT_INITIALIZED,
  type NativePurchasePlatform,
  type StoreCustomerInfo,
} from './purchase-platform';

const PLAN_NAMES: Record<PaidPlan, string> = { monthly: 'Monthly', annual: 'Annual' };
const PURCHASE_FAILED = 'Failed to complete purchase. Please try again.';
const RESTORE_FAILED = 'Failed to restore purchases. Please try again.';

export type NativeBusy = PaidPlan | 'restore' | null;

/** The store sheet closed by the person: RevenueCat's error says `userCancelled`. */
function cancelledByUser(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { userCancelled?: unknown }).userCancelled === true
  );
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The native purchase flow (spec sections 4 and 8): not initialised, then initialised, then
 * purchase, then sync with the server, then the plan refreshes. Actions wait for an
 * initialisation in progress and refuse ('Mobile payments not initialized') when it failed.
 */
export function useNativePurchases(platform: NativePurchasePlatform | null, appUserId?: string) {
  const [busy, setBusy] = useState<NativeBusy>(null);
  const initialized = useRef<{ key: string; done: Promise<void> } | null>(null);
  const sync = useSyncMobile();

  useEffect(() => {
    if (!platform || !appUserId) return;
    const key = `${platform.os}:${appUserId}`;
    // Once per user and platform, even when React runs the effect twice.
    if (initialized.current?.key === key) return;
    const done = platform.initialize(appUserId);
    done.catch(() => {
      // Said when the person tries to buy or restore, not before.
    });
    initialized.current = { key, done };
  }, [platform, appUserId]);

  const ensureReady = async () => {
    const pending = initialized.current?.done;
    if (!pending) throw new Error(NOT_INITIALIZED);
    await pending.catch(() => {
      throw new Error(NOT_INITIALIZED);
    });
  };

  /** Passes the store's answer to the server, which checks it and answers the plan. */
  const confirm = async (info: StoreCustomerInfo, os: NativePurchasePlatform['os']) => {
    try {
      await sync.mutateAsync({
        isActive: info.premium?.isActive ?? false,
        productIdentifier: info.premium?.productIdentifier ?? null,
        expirationDate: info.premium?.expirationDate ?? null,
        platform: os,
      });
    } catch (error) {
      // The store has taken the payment: say so, and how to finish.
      const reason = serverMessage(error, 'Check your connection.');
      throw new Error(
        `The store has your subscription, but Cairn could not confirm it. ${reason} Use Restore Purchases to try again.`,
      );
    }
  };

  const purchase = async (plan: PaidPlan) => {
    if (!platform || busy) return;
    setBusy(plan);
    try {
      await ensureReady();
      const packages = await platform.getOfferings();
      if (packages.length === 0) throw new Error('No subscription offerings available');
      const chosen = packages.find((pkg) => pkg.plan === plan);
      if (!chosen) throw new Error(`${PLAN_NAMES[plan]} subscription not available`);
      const info = await platform.purchasePackage(chosen);
      if (!info.premium?.isActive) throw new Error(PURCHASE_FAILED);
      await confirm(info, platform.os);
      toast({ title: 'Subscription Activated!', description: 'Every Premium feature is on.' });
    } catch (error) {
      if (!cancelledByUser(error)) {
        toast({
          title: 'Purchase Failed',
          description: messageOf(error, PURCHASE_FAILED),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  const restore = async () => {
    if (!platform || busy) return;
    setBusy('restore');
    try {
      await ensureReady();
      const info = await platform.restorePurchases();
      if (!info.premium?.isActive) {
        toast({
          title: 'No Purchases Found',
          description: 'No active subscriptions found to restore.',
        });
        return;
      }
      await confirm(info, platform.os);
      toast({
        title: 'Purchases Restored',
        description: 'Your Premium subscription is active on this account.',
      });
    } catch (error) {
      if (!cancelledByUser(error)) {
        toast({
          title: 'Restore Failed',
          description: messageOf(error, RESTORE_FAILED),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return { busy, purchase, restore };
}
