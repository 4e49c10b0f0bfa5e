/**
 * The sign-in choice every Google node shows, as n8n writes it: "Authentication" picks a
 * service account (credential `googleApi`) or the node's own OAuth2 credential, and each
 * credential is offered only for its choice.
 */
import type { INodeCredentialDescription, INodeProperties, INodePropertyOptions } from '@sdk/workflow';

export const GOOGLE_OAUTH2_RECOMMENDED: INodePropertyOptions = { name: 'OAuth2 (recommended)', value: 'oAuth2' };
export const GOOGLE_SERVICE_ACCOUNT: INodePropertyOptions = { name: 'Service Account', value: 'serviceAccount' };

/** The "Authentication" property; newer nodes list OAuth2 first, Google Sheets 4 the service account. */
export function googleAuthentication(
  options: INodePropertyOptions[] = [GOOGLE_OAUTH2_RECOMMENDED, GOOGLE_SERVICE_ACCOUNT],
  fallback = 'oAuth2',
): INodeProperties {
  return { displayName: 'Authentication', name: 'authentication', type: 'options', options, default: fallback };
}

/** The service account and `oAuth2Credential`, each shown for its "Authentication" value. */
export function googleCredentials(oAuth2Credential: string): INodeCredentialDescription[] {
  return [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: oAuth2Credential, required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ];
}
