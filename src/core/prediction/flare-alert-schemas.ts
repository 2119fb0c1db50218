/** The bodies of `PATCH /api/flare-alerts` and `PATCH /api/flare-alerts/{id}` (the server checks them). */
import { z } from 'zod';
import { FLARE_ALERT_LEVELS } from '../settings';

const alertLevel = z.enum(FLARE_ALERT_LEVELS, {
  error: `minRiskLevel must be one of ${FLARE_ALERT_LEVELS.join(', ')}`,
});

/** `PATCH /api/flare-alerts`: when alerts are raised. */
export const flareAlertSettingsSchema = z
  .strictObject(
    {
      enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
      minRiskLevel: alertLevel.optional(),
    },
    { error: 'Unknown field: only enabled and minRiskLevel can be changed' },
  )
  .refine((change) => change.enabled !== undefined || change.minRiskLevel !== undefined, {
    message: 'Send enabled, minRiskLevel or both',
  });

/** `PATCH /api/flare-alerts/{id}`: the user has seen the alert. */
export const flareAlertUpdateSchema = z.strictObject(
  { acknowledged: z.literal(true, { error: 'acknowledged must be true' }) },
  { error: 'Unknown field: only acknowledged can be sent' },
);
