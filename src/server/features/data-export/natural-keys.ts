/**
 * How the import compares what a file holds with what an account has (import-plan.ts): names
 * as the trigger list compares them, instants whatever offset the file wrote them in.
 */

/** Trimmed, ignoring case. */
export const foldName = (name: string) => name.trim().toLocaleLowerCase('en');

/** The instant itself: 09:00+02:00 and 07:00Z are one key. */
export const instantKey = (value: string) => String(new Date(value).getTime());
