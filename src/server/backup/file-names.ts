/** Backup files are named by the moment they were taken, in UTC: cairn-20260314-020000.sqlite. */

export type BackupExtension = 'sqlite' | 'pgdump';

const two = (n: number) => String(n).padStart(2, '0');

export function backupFileName(at: Date, extension: BackupExtension): string {
  const date = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
  return `cairn-${date}-${time}.${extension}`;
}

/** 1536 -> "1.5 KB"; whole bytes below 1 KB. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
