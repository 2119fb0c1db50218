import { dayNumber } from './calendar';

/** True when `name` is an IANA time zone this runtime knows (for example "Europe/Berlin"). */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The canonical IANA name of a time zone ("europe/berlin" -> "Europe/Berlin", "US/Eastern" ->
 * "America/New_York"), or null when this runtime does not know it as a named zone. UTC offsets
 * such as "+01:00", which newer runtimes accept, are not IANA zones and answer null.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    return /^[A-Za-z]/.test(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/**
 * One formatter per zone and kind, kept: building an Intl.DateTimeFormat costs tens of
 * microseconds, and adherence over a year of doses asks for thousands of local dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  kind: 'date' | 'wall',
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** The calendar date (yyyy-MM-dd) of `instant` as seen in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = formatter(
    'date',
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Minutes since midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const WALL_FIELDS = ['month', 'day', 'year', 'hour', 'minute', 'second'] as const;

/** The wall clock's six numbers, on a 0-23 hour (with the zone, in en-US). */
export const WALL_CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

const numbersIn = (text: string) => text.match(/\d+/g);

function partsInOrder(format: Intl.DateTimeFormat, instant: Date): number[] {
  const parts = format.formatToParts(instant);
  return WALL_FIELDS.map((type) => Number(parts.find((p) => p.type === type)?.value ?? 0));
}

/**
 * Whether a formatter's plain text holds the wall clock's six numbers in WALL_FIELDS order
 * ("7/1/2026, 04:30:00" in en-US). Reading them from `format` takes a third of the time
 * `formatToParts` does, and the analysis and the demo generator read thousands of instants; a
 * runtime whose text differs on a sample instant keeps the slower, certain way.
 */
const plainTextReads = new WeakMap<Intl.DateTimeFormat, boolean>();
function readsPlainText(format: Intl.DateTimeFormat): boolean {
  let reads = plainTextReads.get(format);
  if (reads === undefined) {
    const sample = new Date(Date.UTC(2001, 10, 23, 14, 5, 6));
    const fromText = numbersIn(format.format(sample))?.map(Number) ?? [];
    reads = fromText.join() === partsInOrder(format, sample).join();
    plainTextReads.set(format, reads);
  }
  return reads;
}

/** Wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const format = formatter(
    'wall',
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_OPTIONS }),
  );
  const fromText = readsPlainText(format) ? numbersIn(format.format(instant)) : null;
  const [month = 0, day = 0, year = 0, hour = 0, minute = 0, second = 0] =
    fromText?.length === WALL_FIELDS.length ? fromText.map(Number) : partsInOrder(format, instant);
  return {
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
    minutes: hour * 60 + minute,
  };
}

/**
 * The zone's offset from UTC at `instant` (ms since the epoch), in ms: what a wall clock there
 * reads minus UTC. One cached formatter per zone, so callers that convert many instants (the
 * analysis, the demo generator) can build on it.
 */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  return wallClock(new Date(instant), timeZone).asUtc - Math.floor(instant / 1000) * 1000;
}

/** Minutes since local midnight of `instant` in `timeZone`. */
export function localMinutes(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).minutes;
}

/**
 * The instant that reads `date` `time` on a wall clock in `timeZone`. The offset is read twice
 * so that a time on the far side of a clock change still lands on the right side of it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a calendar date: ${date}`);
  const wanted = day * 86_400_000 + minutesOf(time) * 60_000;
  const firstOffset = zoneOffsetAt(wanted, timeZone);
  const secondOffset = zoneOffsetAt(wanted - firstOffset, timeZone);
  return new Date(wanted - (firstOffset === secondOffset ? firstOffset : secondOffset));
}
