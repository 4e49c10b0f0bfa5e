/**
 * Connecting an OAuth account to a credential (the "Connect my account" popup).
 *
 * OAuth2 (authorization code, optionally with PKCE):
 * 1. `GET /rest/oauth2-credential/auth?id=` — a signed state (oauth-state.ts) and, for
 *    PKCE, a code verifier are made; the nonce and verifier are stored (encrypted) in the
 *    credential; the answer is the provider's authorization URL.
 * 2. The provider sends the browser to `GET /rest/oauth2-credential/callback?code&state`;
 *    the state is checked (signature, expiry, same user and session, stored nonce), the
 *    code is exchanged at the token endpoint and the answer is stored as `oauthTokenData`.
 *
 * OAuth1 (RFC 5849): the auth call fetches a request token (signed with the consumer
 * key), stores its secret and answers `<authUrl>?oauth_token=...`; the callback checks
 * the state (a query parameter of the callback URL) and the request token, then fetches
 * the access token (signed with the request token and the verifier) into `oauthTokenData`.
 *
 * Only the credential's owner (`updateConnection`) can connect an account. Whatever
 * happens in a callback, the flow's nonce is removed, so a state works once.
 */
import { timingSafeEqual } from 'node:crypto';
import type { ICredentialDataDecryptedObject } from '@sdk/workflow';
import type { UserRecord } from '../db';
import { DomainError } from '../domain-error';
import type { DomainErrorCode } from '../domain-error';
import type { CredentialService } from './credential-service';
import { OAuthStateError } from './oauth-state';
import type { OAuthStateSigner } from './oauth-state';
import { INTERNAL_DATA_KEYS, OAUTH_TOKEN_DATA_KEY } from './redaction';
import { withDefaults } from './connect/credential-test';
import { parseHttpUrl, RequestFailedError, sendRequest } from './connect/http-client';
import { oauth1Header, signOAuth1 } from './connect/oauth1';
import type { OAuth1SignatureMethod } from './connect/oauth1';
import { buildAuthorizationUrl, OAuthTokenError, pkcePair, requestToken, splitScopes } from './connect/oauth2';

/** Who is asking, and where the provider should send the browser back. */
export interface OAuthRequestContext {
  user: UserRecord | null;
  sessionId: string | null;
  /** The callback URL without query (`<editor base>/rest/oauth2-credential/callback`). */
  callbackUrl: string;
}

/** A callback that cannot complete; the route shows `message` on an error page. */
export class OAuthCallbackError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OAuthCallbackError';
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function sameSecret(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function withoutFlowKeys(data: ICredentialDataDecryptedObject): ICredentialDataDecryptedObject {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !INTERNAL_DATA_KEYS.has(key)));
}

const SIGNATURE_METHODS: readonly OAuth1SignatureMethod[] = ['HMAC-SHA1', 'HMAC-SHA256', 'HMAC-SHA512'];

/** The OAuth connect flows over the credential service. */
export class OAuthFlows {
  constructor(
    private readonly credentials: CredentialService,
    private readonly states: OAuthStateSigner,
  ) {}

  private async loadForConnect(user: UserRecord, id: string, base: 'oAuth2Api' | 'oAuth1Api') {
    const loaded = await this.credentials.load(user, id, 'updateConnection');
    const { types } = this.credentials;
    if (!types.extendsType(loaded.record.type, base)) {
      throw new DomainError(
        'invalid',
        `The credential "${loaded.record.name}" is not an ${base === 'oAuth2Api' ? 'OAuth2' : 'OAuth1'} credential.`,
      );
    }
    const data = withDefaults(types, loaded.record.type, this.credentials.decrypt(loaded.record));
    return { ...loaded, data };
  }

  private failHttp(error: unknown): never {
    if (error instanceof RequestFailedError || error instanceof OAuthTokenError) {
      throw new DomainError('upstream-failed', error.message, { hint: 'Check the OAuth URLs and client settings of the credential.' });
    }
    throw error;
  }

  /** `GET /oauth2-credential/auth`: the authorization URL to open in the popup. */
  async oauth2AuthorizationUrl(user: UserRecord, sessionId: string | null, id: string, callbackUrl: string): Promise<string> {
    const { data } = await this.loadForConnect(user, id, 'oAuth2Api');
    if (data['grantType'] === 'clientCredentials') {
      throw new DomainError('invalid', 'A credential with the client credentials grant needs no sign-in; save it and use "Test".');
    }
    const nonce = this.states.newNonce();
    const state = this.states.create({ credentialId: id, userId: user.id, sessionId, nonce });
    const pkce = data['grantType'] === 'pkce' ? pkcePair() : undefined;
    let url: string;
    try {
      url = buildAuthorizationUrl({
        authUrl: text(data['authUrl']),
        clientId: text(data['clientId']),
        redirectUri: callbackUrl,
        state,
        scopes: splitScopes(data['scope']),
        authQueryParameters: text(data['authQueryParameters']),
        codeChallenge: pkce?.challenge,
      });
    } catch (error) {
      if (error instanceof RequestFailedError) throw new DomainError('invalid', error.message);
      throw error;
    }
    await this.credentials.changeStoredData(id, (stored) => {
      const next: ICredentialDataDecryptedObject = { ...withoutFlowKeys(stored), csrfSecret: nonce };
      if (pkce !== undefined) next['codeVerifier'] = pkce.verifier;
      return next;
    });
    return url;
  }

  /**
   * Checks the state of a callback and that it belongs to the flow stored in the
   * credential; returns the credential id and its data (defaults filled in).
   */
  private async checkCallback(
    state: string | undefined,
    context: OAuthRequestContext,
    base: 'oAuth2Api' | 'oAuth1Api',
  ): Promise<{ id: string; data: ICredentialDataDecryptedObject }> {
    if (state === undefined || state === '') throw new OAuthCallbackError('invalid', 'The callback has no state parameter.');
    let payload;
    try {
      payload = this.states.verify(state, { userId: context.user?.id, sessionId: context.sessionId });
    } catch (error) {
      if (error instanceof OAuthStateError) throw new OAuthCallbackError('invalid', error.message);
      throw error;
    }
    if (context.user === null) throw new OAuthCallbackError('unauthenticated', 'You are not signed in.');
    let loaded;
    try {
      loaded = await this.loadForConnect(context.user, payload.cid, base);
    } catch (error) {
      if (error instanceof DomainError) throw new OAuthCallbackError(error.code, error.message);
      throw error;
    }
    if (!sameSecret(loaded.data['csrfSecret'], payload.n)) {
      throw new OAuthCallbackError(
        'invalid',
        'This sign-in was already completed or replaced by a newer one. Start it again from the credential.',
      );
    }
    return { id: payload.cid, data: loaded.data };
  }

  private async finish(id: string, tokenData: ICredentialDataDecryptedObject[string] | undefined): Promise<void> {
    await this.credentials.changeStoredData(id, (stored) => {
      const next = withoutFlowKeys(stored);
      if (tokenData !== undefined) next[OAUTH_TOKEN_DATA_KEY] = tokenData;
      return next;
    });
  }

  /** `GET /oauth2-credential/callback`: exchanges the code and stores the tokens. */
  async oauth2Callback(query: Record<string, string | undefined>, context: OAuthRequestContext): Promise<void> {
    const { id, data } = await this.checkCallback(query['state'], context, 'oAuth2Api');
    if (query['error'] !== undefined) {
      await this.finish(id, undefined);
      const detail = query['error_description'] ? `: ${query['error_description']}` : '';
      throw new OAuthCallbackError('invalid', `The provider did not grant access (${query['error']}${detail}).`);
    }
    const code = query['code'];
    if (code === undefined || code === '') {
      await this.finish(id, undefined);
      throw new OAuthCallbackError('invalid', 'The callback has no authorization code.');
    }
    let token;
    try {
      token = await requestToken(
        {
          accessTokenUrl: text(data['accessTokenUrl']),
          clientId: text(data['clientId']),
          clientSecret: text(data['clientSecret']),
          authentication: data['authentication'] === 'body' ? 'body' : 'header',
          ignoreSslIssues: data['ignoreSSLIssues'] === true,
        },
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: context.callbackUrl,
          ...(typeof data['codeVerifier'] === 'string' ? { code_verifier: data['codeVerifier'] } : {}),
        },
      );
    } catch (error) {
      await this.finish(id, undefined);
      if (error instanceof RequestFailedError || error instanceof OAuthTokenError) {
        throw new OAuthCallbackError('upstream-failed', error.message);
      }
      throw error;
    }
    await this.finish(id, token);
  }

  private signatureMethod(data: ICredentialDataDecryptedObject): OAuth1SignatureMethod {
    const method = text(data['signatureMethod']) as OAuth1SignatureMethod;
    return SIGNATURE_METHODS.includes(method) ? method : 'HMAC-SHA1';
  }

  private async oauth1Post(
    url: URL,
    data: ICredentialDataDecryptedObject,
    options: { token?: string; tokenSecret?: string; oauthParams: Record<string, string> },
  ): Promise<Record<string, string>> {
    const signed = signOAuth1({
      method: 'POST',
      url,
      consumerKey: text(data['consumerKey']),
      consumerSecret: text(data['consumerSecret']),
      token: options.token,
      tokenSecret: options.tokenSecret,
      signatureMethod: this.signatureMethod(data),
      oauthParams: options.oauthParams,
    });
    const response = await sendRequest({
      method: 'POST',
      url,
      headers: { authorization: oauth1Header(signed), accept: 'application/x-www-form-urlencoded, application/json' },
    });
    let answer: Record<string, string>;
    try {
      const parsed: unknown = response.body.trim().startsWith('{') ? JSON.parse(response.body) : undefined;
      answer =
        parsed !== undefined && parsed !== null && typeof parsed === 'object'
          ? Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, text(v)]))
          : Object.fromEntries(new URLSearchParams(response.body.trim()));
    } catch {
      answer = {};
    }
    if (response.status < 200 || response.status >= 300 || !answer['oauth_token']) {
      const reason = response.status < 200 || response.status >= 300 ? `HTTP ${response.status}` : 'no oauth_token';
      throw new OAuthTokenError(`The OAuth1 provider refused the request at ${url.origin}${url.pathname} (${reason}).`);
    }
    return answer;
  }

  /** `GET /oauth1-credential/auth`: fetches a request token; answers the authorize URL. */
  async oauth1AuthorizationUrl(user: UserRecord, sessionId: string | null, id: string, callbackUrl: string): Promise<string> {
    const { data } = await this.loadForConnect(user, id, 'oAuth1Api');
    const nonce = this.states.newNonce();
    const state = this.states.create({ credentialId: id, userId: user.id, sessionId, nonce });
    const callback = new URL(callbackUrl);
    callback.searchParams.set('state', state);
    let answer: Record<string, string>;
    let authorize: URL;
    try {
      authorize = parseHttpUrl(text(data['authUrl']), 'The Authorization URL');
      const requestTokenUrl = parseHttpUrl(text(data['requestTokenUrl']), 'The Request Token URL');
      answer = await this.oauth1Post(requestTokenUrl, data, { oauthParams: { oauth_callback: callback.toString() } });
    } catch (error) {
      if (error instanceof RequestFailedError && error.code === undefined) throw new DomainError('invalid', error.message);
      return this.failHttp(error);
    }
    const requestToken = answer['oauth_token'] ?? '';
    await this.credentials.changeStoredData(id, (stored) => ({
      ...withoutFlowKeys(stored),
      csrfSecret: nonce,
      oauthRequestToken: requestToken,
      oauthRequestTokenSecret: answer['oauth_token_secret'] ?? '',
    }));
    authorize.searchParams.set('oauth_token', requestToken);
    return authorize.toString();
  }

  /** `GET /oauth1-credential/callback`: exchanges the verifier for the access token. */
  async oauth1Callback(query: Record<string, string | undefined>, context: OAuthRequestContext): Promise<void> {
    const { id, data } = await this.checkCallback(query['state'], context, 'oAuth1Api');
    const token = query['oauth_token'];
    const verifier = query['oauth_verifier'];
    if (token === undefined || verifier === undefined || !sameSecret(data['oauthRequestToken'], token)) {
      await this.finish(id, undefined);
      throw new OAuthCallbackError('invalid', 'The callback does not match the sign-in that was started (oauth_token or oauth_verifier).');
    }
    let answer: Record<string, string>;
    try {
      const accessTokenUrl = parseHttpUrl(text(data['accessTokenUrl']), 'The Access Token URL');
      answer = await this.oauth1Post(accessTokenUrl, data, {
        token,
        tokenSecret: text(data['oauthRequestTokenSecret']),
        oauthParams: { oauth_verifier: verifier },
      });
    } catch (error) {
      await this.finish(id, undefined);
      if (error instanceof RequestFailedError || error instanceof OAuthTokenError) {
        throw new OAuthCallbackError('upstream-failed', error.message);
      }
      throw error;
    }
    await this.finish(id, answer);
  }
}
