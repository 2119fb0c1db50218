import { z } from 'zod';
import { TRIGGER_CATEGORIES, TRIGGER_NAME_MAX } from './trigger-categories';

/** Pain triggers (spec document 1 sections 3, 5 and 7): the API shape and the one schema. */

export {
  categoryLabel,
  isTriggerCategory,
  TRIGGER_CATEGORIES,
  TRIGGER_NAME_MAX,
  type TriggerCategory,
} from './trigger-categories';

/** A trigger as the API sends it. `category` may be null or unknown in older data. */
export interface Trigger {
  id: string;
  name: string;
  category: string | null;
  isActive: boolean;
  createdAt: string;
}

export const createTriggerSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(TRIGGER_NAME_MAX, { error: `Name must be at most ${TRIGGER_NAME_MAX} characters` }),
  category: z.enum(TRIGGER_CATEGORIES, {
    error: `Category must be one of ${TRIGGER_CATEGORIES.join(', ')}`,
  }),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});

export type CreateTriggerInput = z.output<typeof createTriggerSchema>;
export type CreateTriggerPayload = z.input<typeof createTriggerSchema>;

/** Two names are the same trigger when they match ignoring case and surrounding spaces. */
export function sameTriggerName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

export const DUPLICATE_TRIGGER_MESSAGE = 'You already track a trigger with this name';
