/** SAML sign-in (docs/saml.md). */
export { SAML_DEFAULT_MAPPING, SAML_DEFAULTS, SAML_SETTINGS_KEY } from './config';
export type { SamlAttributeMapping, SamlConfig, SamlLoginBinding } from './config';
export { parseIdpMetadata } from './idp-metadata';
export { SamlService } from './saml-service';
export type { SamlOutcome, SamlStart, SamlUser, ServiceProviderUrls } from './saml-service';
export { fetchIdpMetadata } from './fetch-metadata';
