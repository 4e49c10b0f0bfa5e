/**
 * The SAML plugin's contract: the settings as `/rest/sso/saml/config` sends and takes them
 * (n8n's field names), the page, the command id and `ISamlService`, through which the
 * SSoSettings page reaches the server.
 *
 * @module
 */
import type { Observable } from 'rxjs';
import { createServiceToken } from '@sdk';

/** How the browser carries the sign-in request to the identity provider. */
export type SamlLoginBinding = 'redirect' | 'post';

/** Which SAML attributes hold the user's details. */
export interface SamlAttributeMapping {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userPrincipalName: string;
}

/** SAML settings; `entityID` and `returnUrl` are this instance's, answered but never saved. */
export interface SamlConfig {
  readonly mapping: SamlAttributeMapping;
  readonly metadata: string;
  readonly metadataUrl: string;
  readonly ignoreSSL: boolean;
  readonly loginBinding: SamlLoginBinding;
  readonly loginEnabled: boolean;
  readonly loginLabel: string;
  /** The SP's entity id, also where its metadata is served. */
  readonly entityID: string;
  /** The assertion consumer service URL (the IdP's "redirect URL"). */
  readonly returnUrl: string;
}

/** What the page saves. */
export type SamlConfigInput = Omit<SamlConfig, 'entityID' | 'returnUrl'>;

/** What the page shows. */
export interface SamlState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly config: SamlConfig | null;
  readonly error: string | null;
}

/** Command ids. */
export const SAML_COMMANDS = { open: 'settings.open.sso' } as const;

/** The page's settings, test run and activation. */
export interface ISamlService {
  readonly state$: Observable<SamlState>;
  readonly state: SamlState;
  refresh(): Promise<void>;
  save(config: SamlConfigInput): Promise<SamlConfig>;
  /** Turns SAML sign-in on or off (the rest of the settings as saved). */
  toggle(loginEnabled: boolean): Promise<SamlConfig>;
  /** Where "Test settings" opens: the server sends that window on to the IdP. */
  testUrl(): string;
  dispose(): void;
}

export const ISamlService = createServiceToken<ISamlService>('ISamlService');
