/**
 * Reading the version list: which releases are newer than this instance, newest first, by
 * semantic version (names that are not versions are ignored, never guessed at).
 */
import coerce from 'semver/functions/coerce';
import rcompare from 'semver/functions/rcompare';
import gt from 'semver/functions/gt';
import valid from 'semver/functions/valid';
import type { ReleaseVersion } from './api';

function semverOf(name: string): string | null {
  return valid(name) ?? coerce(name)?.version ?? null;
}

/** The releases newer than `current`, newest first. */
export function newerReleases(list: readonly ReleaseVersion[], current: string): ReleaseVersion[] {
  const mine = semverOf(current);
  if (mine === null) return [];
  return list
    .map((release) => ({ release, version: semverOf(release.name) }))
    .filter((entry): entry is { release: ReleaseVersion; version: string } => entry.version !== null && gt(entry.version, mine))
    .sort((a, b) => rcompare(a.version, b.version))
    .map((entry) => entry.release);
}

/** This version's own entry in the list, if there is one. */
export function releaseOf(list: readonly ReleaseVersion[], current: string): ReleaseVersion | null {
  const mine = semverOf(current);
  return list.find((release) => mine !== null && semverOf(release.name) === mine) ?? null;
}

/** Keeps only well-formed entries of an answer (an array of objects with a name). */
export function parseVersionList(answer: unknown): ReleaseVersion[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (entry): entry is ReleaseVersion =>
      typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string',
  );
}
