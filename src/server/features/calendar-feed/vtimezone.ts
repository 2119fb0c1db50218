import { zoneOffsetAt } from '@core/time-zone';

/**
 * The VTIMEZONE block of an IANA zone, made from the runtime's own time-zone data (Intl), so it
 * is as current as Node and needs no package of zone definitions. RFC 5545 wants one for every
 * TZID an event names; Outlook relies on it, and Google and Apple use it for names they do not
 * know.
 *
 * The clock changes are found by scanning the years asked for. When the last years change on
 * the same weekday rule ("last Sunday of March at 01:00 UTC"), that rule is written as a yearly
 * RRULE, so the zone stays right however far ahead a calendar looks; changes before the rule
 * took hold, and zones whose changes follow no weekday rule, are listed one by one through
 * `EXPLICIT_YEARS_AHEAD`.
 */

const SECOND = 1000;
const DAY = 86_400_000;
/** How many years of changes the rule must have held to be written as a rule. */
const RULE_YEARS = 3;
/** Changes listed one by one reach this far past the current year. */
const EXPLICIT_YEARS_AHEAD = 5;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

interface Change {
  /** The first instant of the new offset (ms). */
  at: number;
  /** Offsets from UTC before and after (ms). */
  from: number;
  to: number;
}

interface YearlyRule {
  /** 1..12 */
  month: number;
  weekday: number;
  /** 1..4: the nth such weekday of the month; -1: the last. */
  ordinal: number;
  /** Wall-clock time of the change, before it, in ms after midnight. */
  time: number;
  from: number;
  to: number;
}

const utcYear = (at: number) => new Date(at).getUTCFullYear();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Every change of offset from `start` to `end`, found day by day, then to the second. */
function changesBetween(timeZone: string, start: number, end: number): Change[] {
  const changes: Change[] = [];
  let before = zoneOffsetAt(start, timeZone);
  for (let at = start; at < end; at += DAY) {
    const next = at + DAY;
    const after = zoneOffsetAt(next, timeZone);
    if (after === before) continue;
    let low = at;
    let high = next;
    while (high - low > SECOND) {
      const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
      if (zoneOffsetAt(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: before, to: zoneOffsetAt(high, timeZone) });
    before = after;
  }
  return changes;
}

/** The weekday rules a change could follow: "the last Sunday" and "the 4th Sunday" may both fit. */
function rulesOf(change: Change): YearlyRule[] {
  const wall = new Date(change.at + change.from);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  const base = {
    month,
    weekday: wall.getUTCDay(),
    time: (change.at + change.from) % DAY,
    from: change.from,
    to: change.to,
  };
  const nth = { ...base, ordinal: Math.ceil(day / 7) };
  return day + 7 > daysIn(year, month) ? [{ ...base, ordinal: -1 }, nth] : [nth];
}

/** The instant a rule's change happens in `year`. */
function ruleInstant(rule: YearlyRule, year: number): number {
  let day: number;
  if (rule.ordinal > 0) {
    const first = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    day = 1 + ((rule.weekday - first + 7) % 7) + 7 * (rule.ordinal - 1);
  } else {
    const last = daysIn(year, rule.month);
    const lastWeekday = new Date(Date.UTC(year, rule.month - 1, last)).getUTCDay();
    day = last - ((lastWeekday - rule.weekday + 7) % 7);
  }
  return Date.UTC(year, rule.month - 1, day) + rule.time - rule.from;
}

const sameChange = (a: Change, b: Change) => a.at === b.at && a.from === b.from && a.to === b.to;

function holdsIn(rules: YearlyRule[], changes: Change[], year: number): boolean {
  const actual = changes.filter((change) => utcYear(change.at + change.from) === year);
  return (
    actual.length === rules.length &&
    rules.every((rule, i) =>
      sameChange(actual[i]!, { at: ruleInstant(rule, year), from: rule.from, to: rule.to }),
    )
  );
}

/**
 * The rules of the last year scanned, if they describe its changes and those of the years
 * before it for at least RULE_YEARS years, with the first year they hold from.
 */
function currentRules(
  changes: Change[],
  firstYear: number,
  lastYear: number,
): { rules: YearlyRule[]; since: number } | null {
  const last = changes.filter((change) => utcYear(change.at + change.from) === lastYear);
  if (last.length !== 2) return null;
  for (const first of rulesOf(last[0]!)) {
    for (const second of rulesOf(last[1]!)) {
      const rules = [first, second];
      let since = lastYear;
      while (since > firstYear && holdsIn(rules, changes, since - 1)) since -= 1;
      if (lastYear - since + 1 >= RULE_YEARS && holdsIn(rules, changes, lastYear)) {
        return { rules, since };
      }
    }
  }
  return null;
}

function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const sign = ms < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}${mm}`;
}

/** A wall-clock time as iCalendar writes it without a zone: yyyyMMddTHHmmss. */
function wallText(wall: number): string {
  return new Date(wall).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function observance(change: Change, rrule?: string): string[] {
  // The side with more offset is summer time, whatever a zone calls it.
  const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallText(change.at + change.from)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${offsetText(change.from)}`,
    `TZOFFSETTO:${offsetText(change.to)}`,
    `END:${kind}`,
  ];
}

function build(timeZone: string, fromYear: number, thisYear: number): string {
  const lastYear = thisYear + EXPLICIT_YEARS_AHEAD;
  // A year before the first asked for, so the offset in force when it starts is known.
  const start = Date.UTC(fromYear - 1, 0, 1);
  const changes = changesBetween(timeZone, start, Date.UTC(lastYear + 1, 0, 1));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = zoneOffsetAt(start, timeZone);
    lines.push(...observance({ at: Date.UTC(1970, 0, 1) - offset, from: offset, to: offset }));
  } else {
    const current = currentRules(changes, fromYear - 1, lastYear);
    const explicit = current
      ? changes.filter((change) => utcYear(change.at + change.from) < current.since)
      : changes;
    for (const change of explicit) lines.push(...observance(change));
    for (const rule of current?.rules ?? []) {
      const at = ruleInstant(rule, current!.since);
      const byDay = `${rule.ordinal}${BYDAY[rule.weekday]}`;
      lines.push(
        ...observance(
          { at, from: rule.from, to: rule.to },
          `FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${byDay}`,
        ),
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** Made once per zone and span: a scan of years of days costs milliseconds, feeds are polled. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 200;

/**
 * The VTIMEZONE of `timeZone`, right from `fromYear` on (the earliest event's year) and for
 * the years after this one (`now`'s).
 */
export function vtimezone(timeZone: string, fromYear: number, now = new Date()): string {
  const thisYear = now.getUTCFullYear();
  const key = `${timeZone} ${fromYear} ${thisYear}`;
  let block = cache.get(key);
  if (block === undefined) {
    block = build(timeZone, Math.min(fromYear, thisYear), thisYear);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, block);
  }
  return block;
}
