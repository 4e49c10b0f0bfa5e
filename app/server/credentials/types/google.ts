/**
 * Google credentials, n8n's type and field names:
 *
 * - `googleOAuth2Api` extends `oAuth2Api` with Google's authorization and token URLs and
 *   `access_type=offline&prompt=consent` (so Google hands out a refresh token);
 *   `googleSheetsOAuth2Api`, `googleDriveOAuth2Api` and `gmailOAuth2` extend it with their
 *   services' scopes as hidden fixed values.
 * - `googleApi`: a service account (email + private key); a JWT signed with the key is
 *   exchanged for an access token at the token URL (credentials/connect/google-service-account.ts).
 *
 * Unlike n8n, the authorization and token URLs stay visible with Google's as defaults, and
 * an optional API Base URL sends every Google API call elsewhere: a proxy, or the local
 * stand-in the tests use. Each is tested by asking the service who the account is
 * (connection-tests.ts).
 */
import type { ICredentialType, INodeProperties } from '@sdk/workflow';
import { authenticateServiceAccount, GOOGLE_TOKEN_URL } from '../connect/google-service-account';

export { GOOGLE_TOKEN_URL };

export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

/** The "API Base URL" property: empty means each service's own Google host. */
export const GOOGLE_BASE_URL_PROPERTY: INodeProperties = {
  displayName: 'API Base URL',
  name: 'baseUrl',
  type: 'string',
  default: '',
  placeholder: 'https://sheets.googleapis.com',
  description: "Leave empty to call Google's own hosts. Set it to send every Google API call to another server (a proxy or a stand-in)",
};

const hidden = (name: string, value: string): INodeProperties => ({ displayName: name, name, type: 'hidden', default: value });

export const googleOAuth2Api: ICredentialType = {
  name: 'googleOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Google OAuth2 API',
  documentationUrl: 'google',
  icon: 'node:n8n-nodes-base.googleSheets',
  properties: [
    hidden('grantType', 'authorizationCode'),
    { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: GOOGLE_AUTH_URL, required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: GOOGLE_TOKEN_URL, required: true },
    hidden('authQueryParameters', 'access_type=offline&prompt=consent'),
    hidden('authentication', 'body'),
    GOOGLE_BASE_URL_PROPERTY,
  ],
};

function scoped(name: string, displayName: string, icon: string, scopes: string[]): ICredentialType {
  return {
    name,
    extends: ['googleOAuth2Api'],
    displayName,
    documentationUrl: 'google',
    icon,
    properties: [hidden('scope', scopes.join(' '))],
  };
}

export const googleSheetsOAuth2Api = scoped('googleSheetsOAuth2Api', 'Google Sheets OAuth2 API', 'node:n8n-nodes-base.googleSheets', [
  'https://www.googleapis.com/auth/drive.file',
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive.metadata',
]);

export const googleDriveOAuth2Api = scoped('googleDriveOAuth2Api', 'Google Drive OAuth2 API', 'node:n8n-nodes-base.googleDrive', [
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.appdata',
  'https://www.googleapis.com/auth/drive.photos.readonly',
]);

export const gmailOAuth2 = scoped('gmailOAuth2', 'Gmail OAuth2 API', 'node:n8n-nodes-base.gmail', [
  'https://www.googleapis.com/auth/gmail.labels',
  'https://www.googleapis.com/auth/gmail.addons.current.action.compose',
  'https://www.googleapis.com/auth/gmail.addons.current.message.action',
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.compose',
]);

export const googleApi: ICredentialType = {
  name: 'googleApi',
  displayName: 'Google Service Account API',
  documentationUrl: 'google/service-account',
  icon: 'node:n8n-nodes-base.googleSheets',
  properties: [
    {
      displayName: 'Service Account Email',
      name: 'email',
      type: 'string',
      placeholder: 'name@email.com',
      default: '',
      description: 'The Google Service account similar to user-808@project.iam.gserviceaccount.com',
      required: true,
    },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      default: '',
      placeholder: '-----BEGIN PRIVATE KEY-----\nXIYEvQIBADANBg<...>0IhA7TMoGYPQc=\n-----END PRIVATE KEY-----\n',
      description: 'Enter the private key located in the JSON file downloaded from Google Cloud Console',
      required: true,
      typeOptions: { password: true },
    },
    { displayName: 'Impersonate a User', name: 'inpersonate', type: 'boolean', default: false },
    {
      displayName: 'Email',
      name: 'delegatedEmail',
      type: 'string',
      default: '',
      displayOptions: { show: { inpersonate: [true] } },
      description: 'The email address of the user for which the application is requesting delegated access',
    },
    { displayName: 'Set up for use in HTTP Request node', name: 'httpNode', type: 'boolean', default: false },
    {
      displayName: 'Scope(s)',
      name: 'scopes',
      type: 'string',
      default: '',
      description: 'The scopes to ask for in the HTTP Request node; other nodes add theirs',
      displayOptions: { show: { httpNode: [true] } },
    },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: GOOGLE_TOKEN_URL },
    GOOGLE_BASE_URL_PROPERTY,
  ],
  authenticate: (data, options) => authenticateServiceAccount(data, options),
};

/** Every Google credential type. */
export const GOOGLE_CREDENTIAL_TYPES: readonly ICredentialType[] = [
  googleOAuth2Api,
  googleSheetsOAuth2Api,
  googleDriveOAuth2Api,
  gmailOAuth2,
  googleApi,
];

/** The Google hosts the nodes call. */
export const GOOGLE_HOSTS = {
  sheets: 'https://sheets.googleapis.com',
  drive: 'https://www.googleapis.com',
  gmail: 'https://gmail.googleapis.com',
} as const;

export type GoogleService = keyof typeof GOOGLE_HOSTS;

/** `path` (`/v4/...`, `/drive/v3/...`, `/gmail/v1/...`) on the service's host, or on the credential's API Base URL. */
export function googleApiUrl(credential: Record<string, unknown>, service: GoogleService, path: string): string {
  const base = typeof credential['baseUrl'] === 'string' ? credential['baseUrl'].trim().replace(/\/+$/, '') : '';
  return `${base || GOOGLE_HOSTS[service]}${path}`;
}
