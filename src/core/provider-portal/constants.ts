/** Limits and time spans of the provider portal (chosen where the spec is silent). */

/** A clinician's link works this long from the invitation, and again from each renewal. */
export const ACCESS_DAYS = 90;

/** Wrong codes allowed on an invitation before it locks until the patient sends a new one. */
export const CODE_ATTEMPTS = 5;

/** Digits in the code e-mailed with an invitation. */
export const CODE_LENGTH = 6;

/** The clinician's live views (pain, symptoms, analytics) cover this many days up to today. */
export const CLINICIAN_VIEW_DAYS = 90;

/** A patient may keep at most this many providers (pending ones included). */
export const MAX_PROVIDERS = 50;

export const PROVIDER_LIMITS = {
  name: 120,
  title: 80,
  specialization: 120,
  organization: 160,
  email: 254,
  phone: 40,
  address: 300,
  licenseNumber: 60,
  reportTitle: 120,
  notes: 2000,
  recommendationTitle: 160,
  recommendationText: 4000,
  medication: 120,
  noteText: 4000,
} as const;
