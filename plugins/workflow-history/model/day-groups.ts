/** Versions grouped by the local day they were saved on, as the history list shows them. */
import type { WorkflowVersionSummary } from '../api';

/** The versions of one day, newest first. */
export interface DayGroup {
  /** `YYYY-MM-DD` in local time. */
  readonly day: string;
  /** "Today", "Yesterday" or the date written out. */
  readonly title: string;
  readonly versions: readonly WorkflowVersionSummary[];
}

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Groups `versions` (newest first) by local day; `now` decides what is today. */
export function groupByDay(versions: readonly WorkflowVersionSummary[], now: Date = new Date()): DayGroup[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: { day: string; title: string; versions: WorkflowVersionSummary[] }[] = [];
  for (const version of versions) {
    const at = new Date(version.createdAt);
    const day = localDay(at);
    let group = groups.at(-1);
    if (group?.day !== day) {
      const title =
        day === today
          ? 'Today'
          : day === yesterday
            ? 'Yesterday'
            : at.toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
      group = { day, title, versions: [] };
      groups.push(group);
    }
    group.versions.push(version);
  }
  return groups;
}

/** The time of day a version was saved, as the list shows it. */
export function timeOfDay(createdAt: string): string {
  return new Date(createdAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
