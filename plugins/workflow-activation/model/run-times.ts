/** Run times as the activation dialog shows them: on the clock of the workflow's time zone. */

/**
 * @param iso - an ISO time from the server
 * @param timeZone - an IANA time zone, e.g. `America/New_York`
 * @returns e.g. `Mon 2 Mar 2026, 09:30`; the ISO text when the zone is unknown
 */
export function formatRunTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}
