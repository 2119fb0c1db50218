import type { AppleHealthSource } from './apple-health-parser';
import { parseDeviceDescription } from './device-description';

/**
 * Each sourceName of an export (an app or device: "Jane’s Apple Watch", "Withings") is
 * announced once, just before its first reading, so a source that only wrote types Cairn
 * ignores never becomes a device. The hardware shown is the first device description that
 * source's records carry, even when the record with the first reading has none.
 */
export function createSourceAnnouncer(onSource: (source: AppleHealthSource) => void) {
  const announced = new Set<string>();
  const firstDevice = new Map<string, string>();
  return {
    /** Called for every top-level record, so the first device description is kept. */
    saw(source: string | undefined, device: string | undefined): void {
      if (source === undefined || device === undefined || announced.has(source)) return;
      if (!firstDevice.has(source)) firstDevice.set(source, device);
    },
    /** Called before every reading; announces the source the first time. */
    announce(source: string): void {
      if (announced.has(source)) return;
      announced.add(source);
      const device = parseDeviceDescription(firstDevice.get(source));
      firstDevice.delete(source);
      onSource({ name: source, ...device });
    },
  };
}
