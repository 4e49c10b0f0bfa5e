/**
 * Credentials and credential types, in n8n's JSON shape.
 *
 * @module
 */
import type { IDataObject } from './data-types';
import type { Themed } from './node-type-description';
import type { INodeProperties } from './parameter-types';
import type { ISharee } from './user-types';

/** A decrypted credential field value. */
export type CredentialInformation = string | string[] | number | boolean | IDataObject | IDataObject[];

/** Decrypted credential data: field name → value. */
export interface ICredentialDataDecryptedObject {
  [key: string]: CredentialInformation;
}

/** A node type allowed to use a credential. */
export interface ICredentialNodeAccess {
  /** Node type name. */
  nodeType: string;
  /** Who granted the access. */
  user?: string;
  /** ISO 8601 time of the grant. */
  date?: string;
}

/** A credential as listed by `GET /credentials` (data stays on the server). */
export interface ICredentialsResponse {
  /** Credential id. */
  id: string;
  /** Credential name. */
  name: string;
  /** Credential type name. */
  type: string;
  /** Encrypted data, when returned at all. */
  data?: string;
  /** Node types allowed to use it. */
  nodesAccess: ICredentialNodeAccess[];
  /** The owner. */
  ownedBy?: ISharee;
  /** Users it is shared with. */
  sharedWith?: ISharee[];
  /** Whether the current user may use it. */
  currentUserHasAccess?: boolean;
  /** ISO 8601 creation time. */
  createdAt?: string;
  /** ISO 8601 update time. */
  updatedAt: string;
}

/** A credential with decrypted data (`GET /credentials/{id}?includeData=true`, create, test). */
export interface ICredentialsDecrypted extends Omit<ICredentialsResponse, 'data' | 'nodesAccess' | 'updatedAt'> {
  /** Decrypted data. */
  data?: ICredentialDataDecryptedObject;
  /** Node types allowed to use it. */
  nodesAccess?: ICredentialNodeAccess[];
  /** ISO 8601 update time. */
  updatedAt?: string;
}

/** Request options that authentication and credential tests describe. */
export interface IHttpRequestOptions {
  /** URL (may be relative to `baseURL`). */
  url: string;
  /** Base URL. */
  baseURL?: string;
  /** HTTP method. */
  method?: 'DELETE' | 'GET' | 'HEAD' | 'PATCH' | 'POST' | 'PUT';
  /** Headers. */
  headers?: IDataObject;
  /** Query string. */
  qs?: IDataObject;
  /** How arrays in `qs` are written: `a[0]=1` (the default), `a[]=1`, `a=1&a=2` or `a=1,2`. */
  arrayFormat?: 'indices' | 'brackets' | 'repeat' | 'comma';
  /** Body. */
  body?: unknown;
  /** Basic auth. */
  auth?: { username: string; password: string; sendImmediately?: boolean };
  /** Skip TLS certificate checks. */
  skipSslCertificateValidation?: boolean | string;
  /** Timeout in milliseconds. */
  timeout?: number;
  /** Parse JSON. */
  json?: boolean;
}

/** Generic authentication: values (usually expressions) added to each request. */
export interface IAuthenticateGeneric {
  /** Kind. */
  type: 'generic';
  /** Headers, query, body or basic auth to add. */
  properties: {
    headers?: IDataObject;
    qs?: IDataObject;
    body?: IDataObject;
    auth?: { username: string; password: string; sendImmediately?: boolean };
  };
}

/** How a credential type authenticates requests: generic, or a function (server only). */
export type IAuthenticate =
  | IAuthenticateGeneric
  | ((credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions) => Promise<IHttpRequestOptions>);

/** A rule that decides whether a credential test passed. */
export interface ICredentialTestRule {
  /** `responseCode` or `responseSuccessBody`. */
  type: 'responseCode' | 'responseSuccessBody';
  /** Rule values (status code or body key/value, and the failure message). */
  properties: { [key: string]: unknown; message: string };
}

/** A declarative credential test: a request plus rules. */
export interface ICredentialTestRequest {
  /** The request, authenticated with the credential. */
  request: Omit<IHttpRequestOptions, 'url'> & { url?: string };
  /** Rules deciding failure. */
  rules?: ICredentialTestRule[];
}

/** The description of a credential type (`types/credentials.json`). */
export interface ICredentialType {
  /** Type name, e.g. `githubApi`. */
  name: string;
  /** Label. */
  displayName: string;
  /** Description. */
  description?: string;
  /** Parent credential types whose properties it inherits (`oAuth2Api`, ...). */
  extends?: string[];
  /** OAuth scopes. */
  scopes?: string[];
  /** Fields. */
  properties: INodeProperties[];
  /** Documentation link. */
  documentationUrl?: string;
  /** Icon. */
  icon?: Themed<string>;
  /** Icon URL. */
  iconUrl?: Themed<string>;
  /** How requests get authenticated. */
  authenticate?: IAuthenticate;
  /** Declarative test. */
  test?: ICredentialTestRequest;
  /** Usable by the HTTP Request node as generic auth. */
  genericAuth?: boolean;
  /** Node types supporting it. */
  supportedNodes?: string[];
  /** Properties overwritten by the instance (hidden in the editor). */
  __overwrittenProperties?: string[];
}
