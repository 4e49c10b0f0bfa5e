/**
 * What other plugins may use of the credentials plugin: the credential store, the modal
 * keys and their data, and the command ids. The node details view opens the edit modal
 * ('create new' from its credential select) and listens to `events$` to auto-select a
 * created credential, reselect a renamed one, or drop a deleted one.
 */
import type { Observable } from 'rxjs';
import { createServiceToken, type ICredentialsResponse, type ICredentialType, type IUserResponse } from '@sdk';

/** Modal keys of the credential modals. */
export const CREDENTIAL_MODALS = {
  /** The edit credential modal, modes new and edit. */
  edit: 'editCredential',
  /** The select credential modal ('create new' from the list). */
  select: 'selectCredential',
} as const;

/** Data of the edit credential modal. */
export type EditCredentialModalData =
  | {
      /** A new credential. */
      readonly mode: 'new';
      /** Skip the type picker: start with this type. */
      readonly credentialType?: string;
      /** Offer these types only in an auth selector above the form (a node's alternatives). */
      readonly authOptions?: readonly string[];
    }
  | {
      /** An existing credential. */
      readonly mode: 'edit';
      /** Its id. */
      readonly id: string;
      /** Open this tab first. */
      readonly tab?: 'connection' | 'sharing' | 'details';
    };

/** Data of the select credential modal. */
export interface SelectCredentialModalData {
  /** Only credentials of these types are offered (all when left out). */
  readonly types?: readonly string[];
}

/** The result of `POST /credentials/test`. */
export interface CredentialTestResult {
  /** `OK` or `Error`. */
  readonly status: 'OK' | 'Error';
  /** What the server says: `Connection successful!` or why it failed. */
  readonly message: string;
}

/** A credential with its (redacted) data, as `GET /credentials/:id?includeData=true` answers. */
export interface CredentialWithData extends Omit<ICredentialsResponse, 'data'> {
  /** Field values; secret fields arrive as the redaction sentinel. Absent for sharees. */
  readonly data?: Record<string, unknown>;
}

/** What happened to a credential, for node credential selects. */
export type CredentialEvent =
  | { readonly kind: 'created'; readonly credential: ICredentialsResponse }
  | { readonly kind: 'updated'; readonly credential: ICredentialsResponse; readonly previousName: string }
  | { readonly kind: 'deleted'; readonly id: string; readonly name: string; readonly type: string };

/** What a create or update sends. */
export interface CredentialInput {
  /** Name, 1 to 128 characters. */
  readonly name: string;
  /** Credential type name. */
  readonly type: string;
  /** Field values (sentinels keep stored secrets). */
  readonly data: Record<string, unknown>;
}

/**
 * The credentials of this instance as the signed-in user sees them, and the credential
 * REST calls. Every call rejects with the server's error (its message is meant to be
 * shown as-is); writes refresh `credentials$` and emit on `events$`.
 */
export interface ICredentialsService {
  /** The credentials the user can read (newest update first); null until first loaded. */
  readonly credentials$: Observable<readonly ICredentialsResponse[] | null>;
  /** The credentials now. */
  readonly credentials: readonly ICredentialsResponse[] | null;
  /** Every credential type (`GET /types/credentials.json`); null until first loaded. */
  readonly types$: Observable<readonly ICredentialType[] | null>;
  /** Created, updated and deleted credentials. */
  readonly events$: Observable<CredentialEvent>;
  /** Loads (or reloads) the credentials and, the first time, the types. */
  refresh(): Promise<void>;
  /** Loads the credential types once (later calls share the first load); resolves when they are known. */
  loadTypes(): Promise<void>;
  /** The type description by name, once the types are loaded. */
  getType(name: string): ICredentialType | undefined;
  /** `GET /credentials/new`: a unique default name; 'Unnamed credential' when the call fails. */
  newName(credentialType?: string): Promise<string>;
  /** `GET /credentials/:id?includeData=true`. */
  get(id: string): Promise<CredentialWithData>;
  /** `POST /credentials`. */
  create(input: CredentialInput): Promise<CredentialWithData>;
  /** `PATCH /credentials/:id`. */
  update(id: string, input: CredentialInput): Promise<CredentialWithData>;
  /** `DELETE /credentials/:id`. */
  delete(id: string): Promise<void>;
  /** `POST /credentials/test`, with the saved credential's id when there is one. */
  test(input: { id?: string; type: string; data: Record<string, unknown> }): Promise<CredentialTestResult>;
  /** `PUT /credentials/:id/share` with the complete new list of user ids. */
  share(id: string, userIds: readonly string[]): Promise<void>;
  /** `GET /oauth1-credential/auth` or `/oauth2-credential/auth`: the provider URL for the popup. */
  oauthAuthorizationUrl(id: string, version: 1 | 2): Promise<string>;
  /** `GET /users`: who a credential can be shared with. */
  users(): Promise<readonly IUserResponse[]>;
}

/** Token for {@link ICredentialsService}. */
export const ICredentialsService = createServiceToken<ICredentialsService>('ICredentialsService');

/** Command ids the credentials plugin declares (each is in the palette). */
export const CREDENTIAL_COMMANDS = {
  /** Opens the new credential modal; args `{ credentialType? }`. */
  create: 'credentials.create',
  /** Opens a credential; args `{ id }`, or without args the select credential modal. */
  open: 'credentials.open',
  /** Saves the credential open in the edit modal. */
  save: 'credentials.save',
  /** Tests the credential open in the edit modal. */
  test: 'credentials.test',
  /** Deletes the credential open in the edit modal (after a confirm); args `{ id }` for another. */
  delete: 'credentials.delete',
  /** Connects the OAuth account of the credential open in the edit modal. */
  connect: 'credentials.connect',
  /** Shows the sharing tab of the credential open in the edit modal. */
  share: 'credentials.share',
  /** Sorts the credentials list by name. */
  sortByName: 'credentials.sortByName',
  /** Sorts the credentials list by last update. */
  sortByUpdated: 'credentials.sortByUpdated',
} as const;
