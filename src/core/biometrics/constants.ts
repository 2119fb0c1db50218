/** Addresses and limits of Biometric Integration chosen where the spec is silent. */

export const DEVICES_URL = '/api/biometric-devices';
export const READINGS_URL = '/api/biometric-readings';
export const IMPORTS_URL = '/api/biometric-imports';
export const ALERTS_URL = '/api/health-alerts';
export const CORRELATIONS_URL = '/api/biometric-correlations';

/** The largest upload taken by default (BIOMETRIC_UPLOAD_MAX_MB): a decade of Apple Watch data. */
export const DEFAULT_UPLOAD_MAX_MB = 4096;

/** An uploaded file is kept this long after its import, so Sync can run it again. */
export const UPLOAD_KEEP_DAYS = 30;

/** CSV rows with errors listed in an import's answer (the count has them all). */
export const LINE_ERRORS_SHOWN = 50;

/** Imports GET /api/biometric-imports lists, newest first. */
export const IMPORTS_LISTED = 10;
