import type { UpgradeRequired } from '@core/billing/entitlements';
import { HttpError } from '../../http-errors';

/** 402 Payment Required: over a plan limit. The body carries the limit for the upgrade card. */
export const upgradeRequired = ({ message, limit }: UpgradeRequired) =>
  new HttpError(402, message, undefined, undefined, { limit });
