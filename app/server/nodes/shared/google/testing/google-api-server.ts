/**
 * A stand-in for the slice of Google's APIs the Google nodes use, on 127.0.0.1; the
 * credentials' API Base URL points at it, so every service shares one address:
 *
 * - `POST /token` (oauth2.googleapis.com/token): the refresh-token grant for known refresh
 *   tokens and the service-account JWT-bearer grant (the assertion's RS256 signature is
 *   checked against the account's public key), both issuing access tokens it accepts;
 * - every other route wants `Authorization: Bearer <token>`: one it issued, one given at
 *   start, or any when `acceptAnyToken` (tokens from another local provider); else 401
 *   UNAUTHENTICATED, as Google answers;
 * - `GET /drive/v3/about`, `GET /gmail/v1/users/me/profile` (who am I);
 * - Gmail v1 (gmail-routes.ts): messages, labels, drafts;
 * - Drive v3 (drive-routes.ts): files listed, read, downloaded, exported, uploaded, copied,
 *   moved, shared and deleted; shared drives (shared-drive-routes.ts);
 * - Sheets v4 (sheets-routes.ts);
 * - 429 RESOURCE_EXHAUSTED with `Retry-After` while `tooManyRequests.count` counts down.
 */
import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from '../../../http-request/testing/local-server';
import { driveRoute, type DriveAnswer, type DriveState } from './drive-routes';
import { gmailRoute, receive, SYSTEM_LABELS, type GmailState, type StandInMessage } from './gmail-routes';
import { googleError, newSheet, sheetsRoute, type Answer, type Cell, type StandInSpreadsheet } from './sheets-routes';

import type { StandInFile } from './drive-routes';
export { FOLDER_MIME, type StandInFile } from './drive-routes';

export const SPREADSHEET_MIME = 'application/vnd.google-apps.spreadsheet';
export const GOOGLE_TEST_EMAIL = 'ada@switchyard.test';

export interface GoogleApiServer extends LocalServer, DriveState, GmailState {
  books: Map<string, StandInSpreadsheet>;
  /** Access tokens the stand-in accepts. */
  accessTokens: Set<string>;
  /** Refresh token → the access token it was last renewed to. */
  refreshTokens: Map<string, string>;
  tooManyRequests: { count: number; retryAfter: string };
  /** Requests other than `/token`, in order: method, path (decoded) and JSON body. */
  calls: Array<{ method: string; path: string; query: Record<string, string>; body: IDataObject }>;
  /** Puts a received message (RFC 822 text) in the inbox, unread. */
  receive(raw: string, at?: number, labelIds?: string[]): StandInMessage;
  /** Adds a spreadsheet (its Drive file too) with sheets of rows. */
  addSpreadsheet(id: string, title: string, sheets: Record<string, Cell[][]>): StandInSpreadsheet;
}

export interface GoogleApiServerOptions {
  accessTokens?: string[];
  refreshTokens?: string[];
  acceptAnyToken?: boolean;
  /** Service accounts' public keys by email (PEM). */
  serviceAccounts?: Record<string, string>;
}

function verifiedAssertion(assertion: string, keys: Map<string, KeyObject>): IDataObject | undefined {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return undefined;
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as IDataObject;
  const key = keys.get(String(payload['iss']));
  if (!key) return undefined;
  const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(key, Buffer.from(signature, 'base64url'));
  return valid ? payload : undefined;
}

function tokenRoute(server: GoogleApiServer, form: URLSearchParams, keys: Map<string, KeyObject>): Answer {
  const issue = (prefix: string): Answer => {
    const token = `${prefix}-${server.accessTokens.size + 1}`;
    server.accessTokens.add(token);
    return [200, { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: form.get('scope') ?? '' }];
  };
  const grant = form.get('grant_type');
  if (grant === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    if (!server.refreshTokens.has(refresh))
      return [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }];
    const answer = issue('renewed');
    server.refreshTokens.set(refresh, (answer[1] as IDataObject)['access_token'] as string);
    return answer;
  }
  if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
    const claims = verifiedAssertion(form.get('assertion') ?? '', keys);
    if (!claims) return [400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }];
    return issue('service');
  }
  return [400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant ?? ''}` }];
}

function route(server: GoogleApiServer, request: SeenRequest, body: IDataObject): DriveAnswer {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/drive/v3/about')
    return { status: 200, body: { user: { displayName: 'Ada', emailAddress: GOOGLE_TEST_EMAIL } } };
  if (method === 'GET' && path === '/gmail/v1/users/me/profile')
    return {
      status: 200,
      body: { emailAddress: GOOGLE_TEST_EMAIL, messagesTotal: server.messages.length, threadsTotal: 0, historyId: '1' },
    };
  if (path.startsWith('/gmail/v1/users/me/')) return gmailRoute(server, request, body);
  if (path.startsWith('/drive/v3') || path.startsWith('/upload/drive/v3')) {
    const answer = driveRoute(server, request, body);
    // A deleted spreadsheet's book goes with its file.
    if (method === 'DELETE' && answer.status === 204) server.books.delete(decodeURIComponent(path.split('/').pop()!));
    return answer;
  }
  if (path.startsWith('/v4/spreadsheets')) {
    const [status, answer] = sheetsRoute(server.books, method, path, query, body, () => `sheet-${server.books.size + 1}`);
    const created = answer as IDataObject;
    if (method === 'POST' && path === '/v4/spreadsheets' && status === 200)
      server.files.set(String(created['spreadsheetId']), {
        id: String(created['spreadsheetId']),
        name: String((created['properties'] as IDataObject)['title']),
        mimeType: SPREADSHEET_MIME,
      });
    return { status, body: answer };
  }
  const [status, answer] = googleError(404, 'NOT_FOUND', `No route for ${method} ${path}`);
  return { status, body: answer };
}

function parseBody(request: SeenRequest): IDataObject | undefined {
  // Uploads carry file bytes; only JSON bodies are parsed.
  if (request.body.length === 0 || !String(request.headers['content-type'] ?? 'application/json').includes('json')) return {};
  try {
    const value = JSON.parse(request.body.toString('utf8')) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the stand-in. */
export async function startGoogleApiServer(options: GoogleApiServerOptions = {}): Promise<GoogleApiServer> {
  const keys = new Map(Object.entries(options.serviceAccounts ?? {}).map(([email, pem]) => [email, createPublicKey(pem)]));
  const state = {
    books: new Map<string, StandInSpreadsheet>(),
    files: new Map<string, StandInFile>(),
    uploads: new Map() as DriveState['uploads'],
    drives: [{ id: 'shared-1', name: 'Team Drive' }],
    driveRequests: new Set<string>(),
    created: { count: 0 },
    messages: [] as StandInMessage[],
    labels: SYSTEM_LABELS.map((label) => ({ ...label })),
    drafts: [] as GmailState['drafts'],
    gmailCount: { value: 0 },
    accessTokens: new Set(options.accessTokens ?? []),
    refreshTokens: new Map((options.refreshTokens ?? []).map((token) => [token, ''])),
    tooManyRequests: { count: 0, retryAfter: '1' },
    calls: [] as GoogleApiServer['calls'],
  };
  const server = (await startLocalServer((request, response) => {
    if (request.method === 'POST' && request.path === '/token') {
      const [status, answer] = tokenRoute(server, new URLSearchParams(request.body.toString('utf8')), keys);
      return sendJson(response, status, answer);
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !(options.acceptAnyToken || state.accessTokens.has(token))) {
      const [status, answer] = googleError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
      return sendJson(response, status, answer);
    }
    const body = parseBody(request);
    state.calls.push({
      method: request.method,
      path: decodeURIComponent(request.path),
      query: Object.fromEntries(request.query),
      body: body ?? {},
    });
    if (state.tooManyRequests.count > 0) {
      state.tooManyRequests.count--;
      const [status, answer] = googleError(
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'",
      );
      return sendJson(response, status, answer, { 'retry-after': state.tooManyRequests.retryAfter });
    }
    if (body === undefined)
      return sendJson(response, 400, { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } });
    const answer = route(server, request, body);
    if (answer.body === undefined || Buffer.isBuffer(answer.body)) {
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body);
      return;
    }
    sendJson(response, answer.status, answer.body, answer.headers);
  })) as GoogleApiServer;
  return Object.assign(server, state, {
    url: server.url,
    receive: (raw: string, at?: number, labelIds?: string[]) => receive(server, raw, at, labelIds),
    addSpreadsheet(id: string, title: string, sheets: Record<string, Cell[][]>) {
      const book: StandInSpreadsheet = {
        spreadsheetId: id,
        title,
        locale: 'en_US',
        sheets: Object.entries(sheets).map(([name, rows], index) => newSheet(index === 0 ? 0 : 100 + index, name, index, rows)),
      };
      state.books.set(id, book);
      state.files.set(id, { id, name: title, mimeType: SPREADSHEET_MIME });
      return book;
    },
  });
}
