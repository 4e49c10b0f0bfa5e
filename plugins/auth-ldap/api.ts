/**
 * The LDAP plugin's contract: the settings and sync runs as `/rest/ldap/*` sends and takes
 * them (n8n's field names), the page, the command id and `ILdapService`, through which the
 * LdapSettings page reaches the server.
 *
 * @module
 */
import type { Observable } from 'rxjs';
import { createServiceToken } from '@sdk';

/** How the connection to the directory is secured. */
export type LdapConnectionSecurity = 'none' | 'tls' | 'startTls';

/** LDAP sign-in and sync settings. */
export interface LdapConfig {
  readonly loginEnabled: boolean;
  readonly loginLabel: string;
  readonly connectionUrl: string;
  readonly allowUnauthorizedCerts: boolean;
  readonly connectionSecurity: LdapConnectionSecurity;
  readonly connectionPort: number;
  readonly baseDn: string;
  readonly bindingAdminDn: string;
  /** The blank placeholder when one is stored: sending it back keeps it. */
  readonly bindingAdminPassword: string;
  readonly firstNameAttribute: string;
  readonly lastNameAttribute: string;
  readonly emailAttribute: string;
  readonly loginIdAttribute: string;
  readonly ldapIdAttribute: string;
  readonly userFilter: string;
  readonly synchronizationEnabled: boolean;
  readonly synchronizationInterval: number;
  readonly searchPageSize: number;
  readonly searchTimeout: number;
}

/** One sync run. */
export interface LdapSyncRun {
  readonly id: string;
  readonly runMode: 'dry' | 'live';
  readonly status: 'success' | 'error';
  readonly startedAt: string;
  readonly endedAt: string;
  readonly scanned: number;
  readonly created: number;
  readonly updated: number;
  readonly disabled: number;
  readonly error: string | null;
}

/** What the page shows. */
export interface LdapState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly config: LdapConfig | null;
  readonly runs: readonly LdapSyncRun[];
  /** Whether an older page of runs exists. */
  readonly moreRuns: boolean;
  readonly error: string | null;
}

/** Sync runs per page of the history table. */
export const SYNC_PAGE_SIZE = 10;

/** Command ids. */
export const LDAP_COMMANDS = { open: 'settings.open.ldap' } as const;

/** The page's settings, connection test and syncs. */
export interface ILdapService {
  readonly state$: Observable<LdapState>;
  readonly state: LdapState;
  /** Loads the settings and the first page of runs. */
  refresh(): Promise<void>;
  save(config: LdapConfig): Promise<LdapConfig>;
  /** Resolves when the stored settings connect; rejects with the directory's error. */
  testConnection(): Promise<void>;
  sync(type: 'dry' | 'live'): Promise<LdapSyncRun>;
  /** Loads the next page of runs. */
  loadMoreRuns(): Promise<void>;
  dispose(): void;
}

export const ILdapService = createServiceToken<ILdapService>('ILdapService');
