/**
 * Promises made by the Privacy Policy and the Terms of Service (spec document 2 §9). The pages
 * quote these figures, so a change here changes what the policies say in every place at once.
 */
export const POLICY_LAST_UPDATED = { iso: '2025-09-06', label: 'September 6, 2025' } as const;

/** Nobody younger may have an account. */
export const MINIMUM_AGE = 13;

/** After an account is closed, no copy of its data (backups, logs) remains past this. */
export const RETENTION_DAYS_AFTER_TERMINATION = 30;

/** Ordinary questions to support are answered within this. */
export const SUPPORT_REPLY_HOURS = 24;

/** Requests to see, correct or delete personal data are answered within this. */
export const RIGHTS_REQUEST_DAYS = 30;
