import { describe, expect, it } from 'vitest';
import { relativeTime } from '@sdk';
import { ownerName, tagsInUse, visibleWorkflows, type WorkflowSummary } from './list-model';

const wf = (id: string, name: string, updatedAt: string, createdAt: string, tags: string[] = []): WorkflowSummary => ({
  id,
  name,
  active: false,
  updatedAt,
  createdAt,
  tags: tags.map((t) => ({ id: t, name: `tag-${t}` })),
});
const list = [
  wf('1', 'beta report', '2026-01-03T00:00:00Z', '2026-01-01T00:00:00Z', ['a']),
  wf('2', 'Alpha sync', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', ['a', 'b']),
  wf('3', 'Gamma', '2026-01-04T00:00:00Z', '2025-12-01T00:00:00Z'),
];
const ids = (l: WorkflowSummary[]) => l.map((w) => w.id);

describe('the workflow list model', () => {
  it('sorts by last updated, last created and name either way', () => {
    expect(ids(visibleWorkflows(list, { search: '', tagIds: [], sort: 'updatedAt' }))).toEqual(['3', '1', '2']);
    expect(ids(visibleWorkflows(list, { search: '', tagIds: [], sort: 'createdAt' }))).toEqual(['2', '1', '3']);
    expect(ids(visibleWorkflows(list, { search: '', tagIds: [], sort: 'nameAsc' }))).toEqual(['2', '1', '3']);
    expect(ids(visibleWorkflows(list, { search: '', tagIds: [], sort: 'nameDesc' }))).toEqual(['3', '1', '2']);
  });

  it('searches names and tag names, and keeps only workflows with every selected tag', () => {
    expect(ids(visibleWorkflows(list, { search: 'REPORT', tagIds: [], sort: 'nameAsc' }))).toEqual(['1']);
    expect(ids(visibleWorkflows(list, { search: 'tag-b', tagIds: [], sort: 'nameAsc' }))).toEqual(['2']);
    expect(ids(visibleWorkflows(list, { search: '', tagIds: ['a', 'b'], sort: 'nameAsc' }))).toEqual(['2']);
    expect(tagsInUse(list).map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('names owners and says how long ago', () => {
    expect(ownerName({ id: 'u', firstName: 'Olga', lastName: 'Owner' })).toBe('Olga Owner');
    expect(ownerName({ id: 'u', email: 'o@example.com' })).toBe('o@example.com');
    expect(ownerName(null)).toBeNull();
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(relativeTime('2026-01-10T11:59:50Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-01-07T12:00:00Z', now)).toBe('3 days ago');
  });
});
