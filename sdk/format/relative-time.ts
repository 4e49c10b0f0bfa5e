/**
 * How long ago (or ahead) a moment is, in words: "just now", "5 minutes ago", "yesterday",
 * "in 3 days". Every list of the editor (workflows, credentials, executions) says it the
 * same way, through the runtime's `Intl.RelativeTimeFormat` (English, `numeric: 'auto'`).
 *
 * @module
 */

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * The time between `at` and `now` in words; under a minute is "just now".
 *
 * @param at - an ISO date-time text, or a time in ms since the epoch
 * @param now - the moment to compare with (ms since the epoch)
 * @returns the words, or 'unknown' when `at` is missing or not a date
 */
export function relativeTime(at: string | number | undefined, now: number = Date.now()): string {
  const time = typeof at === 'number' ? at : at ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) return 'unknown';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
