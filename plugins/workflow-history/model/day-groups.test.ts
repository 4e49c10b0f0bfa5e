import { describe, expect, it } from 'vitest';
import type { WorkflowVersionSummary } from '../api';
import { groupByDay } from './day-groups';

const version = (versionId: string, createdAt: Date): WorkflowVersionSummary => ({
  versionId,
  workflowId: 'w',
  authors: 'Olga Owner',
  authorId: 'u',
  label: null,
  name: 'Orders',
  createdAt: createdAt.toISOString(),
});

describe('groupByDay', () => {
  it('groups newest-first versions by local day, naming today and yesterday', () => {
    const now = new Date(2026, 10, 29, 15, 0);
    const groups = groupByDay(
      [
        version('c', new Date(2026, 10, 29, 14, 0)),
        version('b', new Date(2026, 10, 29, 9, 0)),
        version('a', new Date(2026, 10, 28, 23, 59)),
        version('old', new Date(2026, 10, 20, 8, 0)),
      ],
      now,
    );
    expect(
      groups.map((g) => [g.title === 'Today' || g.title === 'Yesterday' ? g.title : g.day, g.versions.map((v) => v.versionId)]),
    ).toEqual([
      ['Today', ['c', 'b']],
      ['Yesterday', ['a']],
      ['2026-11-20', ['old']],
    ]);
  });
});
