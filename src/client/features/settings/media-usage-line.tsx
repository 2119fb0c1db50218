import { formatBytes, type MediaUsage } from '@core/media';
import { useMediaUsage } from '@client/api/media/get-media-usage';

/** "Photos and voice notes: 12.3 MB of 500 MB" (a whole allowance without its ".0"). */
export function mediaUsageText({ usedBytes, quotaBytes }: MediaUsage): string {
  return `Photos and voice notes: ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes).replace(/\.0 /, ' ')}`;
}

/** The account's storage for files; nothing while it loads or when the server cannot say. */
export function MediaUsageLine() {
  const { data } = useMediaUsage();
  if (!data) return null;
  return <p className="text-sm text-slate-600">{mediaUsageText(data)}</p>;
}
