/**
 * The SAML settings (n8n's field names, docs/saml.md), stored in the `settings` table under
 * `features.saml`. Nothing in them is secret: the IdP metadata is public by design.
 */

/** How the browser carries the sign-in request to the identity provider. */
export type SamlLoginBinding = 'redirect' | 'post';

/** Which SAML attributes hold the user's details. */
export interface SamlAttributeMapping {
  email: string;
  firstName: string;
  lastName: string;
  /** The attribute that never changes for a user: links the account to the IdP's user. */
  userPrincipalName: string;
}

/** SAML sign-in settings, as the REST API sends and takes them. */
export interface SamlConfig {
  mapping: SamlAttributeMapping;
  /** The identity provider's metadata XML (pasted, or fetched from `metadataUrl`). */
  metadata: string;
  /** Where the metadata was fetched from; empty when it was pasted. */
  metadataUrl: string;
  /** Accept any TLS certificate when fetching `metadataUrl`. */
  ignoreSSL: boolean;
  loginBinding: SamlLoginBinding;
  loginEnabled: boolean;
  loginLabel: string;
}

/** Key of the settings row. */
export const SAML_SETTINGS_KEY = 'features.saml';

/** n8n's default attribute names (the claims of Microsoft's identity schema). */
export const SAML_DEFAULT_MAPPING: Readonly<SamlAttributeMapping> = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  firstName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/firstname',
  lastName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/lastname',
  userPrincipalName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/upn',
};

/** The settings of an instance that never saved any. */
export const SAML_DEFAULTS: Readonly<SamlConfig> = {
  mapping: SAML_DEFAULT_MAPPING,
  metadata: '',
  metadataUrl: '',
  ignoreSSL: false,
  loginBinding: 'redirect',
  loginEnabled: false,
  loginLabel: '',
};
