/**
 * The floating menu's quick medication log (spec document 2 sections 5 and 7). Kept free of zod
 * so the dialog can use it without loading the schemas.
 */
export const QUICK_LOG_NAME_MESSAGE = 'Please enter a medication name.';
/** The entryId the quick medication log sends. */
export const QUICK_LOG_MARKER = 'quick-log';

export interface QuickLogPayload {
  name: string;
  dosage?: string;
  /** 'HH:mm' today in the user's zone; now when left out. */
  time?: string;
  entryId: string;
}
