/** A failure the backup and restore commands print as it is, on one line, before exiting 1. */
export class BackupError extends Error {}
