/**
 * Tests of the Google credentials: each asks a service who the account is with a real
 * token. OAuth2 types use the connected account's token (renewed once with the refresh
 * token when Google answers 401; nothing is stored); the service account first exchanges
 * its signed JWT. Gmail asks `users/me/profile`, the others Drive's `about` (every Drive
 * scope may read it).
 */
import type { ICredentialDataDecryptedObject, IDataObject } from '@sdk/workflow';
import { googleApiUrl, type GoogleService } from '../types/google';
import { OAUTH_TOKEN_DATA_KEY } from '../redaction';
import { parseHttpUrl, RequestFailedError, sendRequest } from './http-client';
import { serviceAccountToken } from './google-service-account';
import { OAuthTokenError, renewOAuth2Token } from './oauth2';
import type { ConnectionTest } from './connection-tests';

const DRIVE_ABOUT = {
  service: 'drive' as GoogleService,
  path: '/drive/v3/about?fields=user',
  who: (b: IDataObject) => (b['user'] as IDataObject | undefined)?.['emailAddress'],
};
const GMAIL_PROFILE = { service: 'gmail' as GoogleService, path: '/gmail/v1/users/me/profile', who: (b: IDataObject) => b['emailAddress'] };
type WhoAmI = typeof DRIVE_ABOUT;

async function ask(data: IDataObject, whoAmI: WhoAmI, token: string) {
  const url = parseHttpUrl(googleApiUrl(data, whoAmI.service, whoAmI.path), 'The API Base URL');
  return sendRequest({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
}

function judge(response: { status: number; body: string }, whoAmI: WhoAmI) {
  let body: IDataObject = {};
  try {
    body = JSON.parse(response.body) as IDataObject;
  } catch {
    // Not JSON: judged by the status alone.
  }
  if (response.status >= 200 && response.status < 300) {
    const who = whoAmI.who(body);
    return { status: 'OK' as const, message: typeof who === 'string' ? `Connected as ${who}.` : 'Connection successful!' };
  }
  const error = body['error'] as IDataObject | undefined;
  const reason = typeof error?.['message'] === 'string' ? `: ${error['message']}` : '';
  return { status: 'Error' as const, message: `Google refused the test request (HTTP ${response.status}${reason}).` };
}

async function guarded(run: () => Promise<{ status: 'OK' | 'Error'; message: string }>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RequestFailedError || error instanceof OAuthTokenError)
      return { status: 'Error' as const, message: error.message };
    throw error;
  }
}

function oauthTest(whoAmI: WhoAmI): ConnectionTest {
  return (data: ICredentialDataDecryptedObject) =>
    guarded(async () => {
      const token = data[OAUTH_TOKEN_DATA_KEY] as IDataObject | undefined;
      if (typeof token?.['access_token'] !== 'string' || token['access_token'] === '')
        return {
          status: 'Error',
          message: 'The account is not connected yet. Connect it first (the OAuth sign-in window), then test again.',
        };
      let response = await ask(data, whoAmI, token['access_token']);
      if (response.status === 401 && typeof token['refresh_token'] === 'string') {
        const renewed = await renewOAuth2Token(data, token);
        response = await ask(data, whoAmI, String(renewed['access_token']));
      }
      return judge(response, whoAmI);
    });
}

const serviceAccountTest: ConnectionTest = (data) =>
  guarded(async () => {
    const token = await serviceAccountToken(data, ['https://www.googleapis.com/auth/drive.metadata.readonly']);
    return judge(await ask(data, DRIVE_ABOUT, token), DRIVE_ABOUT);
  });

/** The Google credential tests by type name. */
export const GOOGLE_CONNECTION_TESTS: Readonly<Record<string, ConnectionTest>> = {
  googleOAuth2Api: oauthTest(DRIVE_ABOUT),
  googleSheetsOAuth2Api: oauthTest(DRIVE_ABOUT),
  googleDriveOAuth2Api: oauthTest(DRIVE_ABOUT),
  gmailOAuth2: oauthTest(GMAIL_PROFILE),
  googleApi: serviceAccountTest,
};
