import { describe, expect, it } from 'vitest';
import { newerReleases, parseVersionList, releaseOf } from './versions';

const at = '2026-11-01T00:00:00Z';

describe('the version list', () => {
  it('keeps the releases newer than this one, newest first, by semantic version', () => {
    const list = [
      { name: '1.2.0', createdAt: at },
      { name: '1.10.0', createdAt: at },
      { name: '1.9.3', createdAt: at },
      { name: '1.1.0', createdAt: at },
      { name: 'nightly', createdAt: at },
    ];
    expect(newerReleases(list, '1.2.0').map((r) => r.name)).toEqual(['1.10.0', '1.9.3']);
    expect(newerReleases(list, '1.10.0')).toEqual([]);
    expect(newerReleases(list, 'not a version')).toEqual([]);
  });

  it("finds this version's own entry (for its security issue)", () => {
    const list = [{ name: '1.2.0', createdAt: at, hasSecurityIssue: true, securityIssueFixVersion: '1.2.1' }];
    expect(releaseOf(list, '1.2.0')?.securityIssueFixVersion).toBe('1.2.1');
    expect(releaseOf(list, '1.3.0')).toBeNull();
  });

  it('ignores an answer that is not a list of named releases', () => {
    expect(parseVersionList({ versions: [] })).toEqual([]);
    expect(parseVersionList([{ name: '1.0.0', createdAt: at }, { version: 2 }, null, 'x'])).toEqual([{ name: '1.0.0', createdAt: at }]);
  });
});
