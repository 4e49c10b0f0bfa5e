import { createServiceToken } from '@sdk';
import type { Observable } from 'rxjs';

/**
 * The version-notices plugin's contract: the releases newer than this instance, read from
 * the version-list endpoint the settings name (`versionNotifications`).
 */

/** The versions modal's key. */
export const VERSIONS_MODAL = 'versions';

/** Command ids. */
export const VERSION_COMMANDS = {
  /** Opens the versions modal. */
  open: 'help.versions',
} as const;

/** A node a release added or changed, as the version list names it. */
export interface VersionNode {
  readonly name: string;
  readonly displayName: string;
  readonly iconData?: { readonly type: string; readonly icon?: string; readonly fileBuffer?: string };
  readonly typeVersion?: number;
}

/** One release, as the version-list endpoint answers (`GET <endpoint><current version>`). */
export interface ReleaseVersion {
  readonly name: string;
  readonly nodes?: readonly VersionNode[];
  readonly createdAt: string;
  /** HTML; sanitized before it is shown. */
  readonly description?: string;
  readonly documentationUrl?: string;
  readonly hasBreakingChange?: boolean;
  readonly hasSecurityFix?: boolean;
  readonly hasSecurityIssue?: boolean;
  readonly securityIssueFixVersion?: string;
}

/** What is known about newer releases. */
export interface VersionNotices {
  /** This instance's version. */
  readonly current: string;
  /** The release entry of this version, when the list has it (its `hasSecurityIssue`). */
  readonly currentRelease: ReleaseVersion | null;
  /** Newer releases, newest first. */
  readonly newer: readonly ReleaseVersion[];
  /** Where to read how to update (`versionNotifications.infoUrl`). */
  readonly infoUrl: string;
}

/** Follows the version list; empty until it answered, and silent when it cannot be reached. */
export interface IVersionNoticesService {
  readonly notices$: Observable<VersionNotices | null>;
  readonly notices: VersionNotices | null;
}

/** Token for {@link IVersionNoticesService}. */
export const IVersionNoticesService = createServiceToken<IVersionNoticesService>('IVersionNoticesService');
