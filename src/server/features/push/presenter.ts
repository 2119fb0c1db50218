import type { PushDevice } from '@core/push-subscription';
import { toIso, toIsoOrNull } from '../../db/codecs';
import type { PushSubscriptionRow } from './store';

/** A device as its owner sees it; the subscription's keys never leave the server. */
export function presentDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    deviceLabel: row.device_label,
    createdAt: toIso(row.created_at),
    lastSentAt: toIsoOrNull(row.last_sent_at),
  };
}
