/**
 * The analysis algorithm's version. It is part of GET /api/analysis's ETag: raise it whenever
 * analyze() would answer the same data differently, so no client keeps an answer from before.
 */
export const ANALYSIS_VERSION = 1;
