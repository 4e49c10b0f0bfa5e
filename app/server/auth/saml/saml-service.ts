/**
 * SAML sign-in (docs/saml.md): keeps the settings, serves the SP metadata, starts sign-ins
 * at the identity provider (redirect or POST binding) and consumes its responses through
 * @node-saml/node-saml, which checks the signature against the IdP's certificate, the
 * validity window and the audience. This service adds the replay check (assertion ids kept
 * until expiry), the test flow (attributes shown, nobody signed in) and the accounts: the
 * first sign-in creates the member account (just-in-time) and links it through
 * `auth_identities` (provider `saml`, provider id the user principal name or NameID).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateServiceProviderMetadata, SAML, type Profile } from '@node-saml/node-saml';
import type { SsoErrorCode } from '@sdk/settings';
import { createRepositories, type Database, type Repositories, type UserRecord } from '../../db';
import { DomainError } from '../../domain-error';
import { hashPassword } from '../passwords';
import { SAML_DEFAULTS, SAML_SETTINGS_KEY, type SamlConfig } from './config';
import { BINDING_POST, BINDING_REDIRECT, parseIdpMetadata } from './idp-metadata';
import { SeenAssertions } from './seen-assertions';

/** Where this instance is, as the IdP sees it. */
export interface ServiceProviderUrls {
  /** The SP's entity id, which is also where its metadata is served. */
  entityId: string;
  /** The assertion consumer service. */
  acsUrl: string;
}

/** How the browser goes to the IdP: a redirect, or a form it posts. */
export type SamlStart = { binding: 'redirect'; url: string } | { binding: 'post'; url: string; fields: Record<string, string> };

/** The IdP user's details, read through the attribute mapping. */
export interface SamlUser {
  /** The user principal name (or the NameID without one). */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Outcome of {@link SamlService.consume}. */
export type SamlOutcome =
  | { status: 'signed-in'; user: UserRecord; relayState: string }
  | { status: 'tested'; user: SamlUser; attributes: Record<string, string[]> }
  | { status: 'refused'; code: SsoErrorCode; test: boolean };

/** How long a "Test settings" run may take at the IdP. */
const TEST_TTL_MS = 10 * 60_000;
/** Longest an assertion is remembered when it names no expiry. */
const DEFAULT_ASSERTION_TTL_MS = 60 * 60_000;
/** Clock difference between this server and the IdP that is accepted. */
const CLOCK_SKEW_MS = 60_000;
const TEST_RELAY_PREFIX = 'test:';

/** The reason node-saml's error names (its messages are fixed in its source). */
function refusalCode(error: unknown): SsoErrorCode {
  const message = error instanceof Error ? error.message : '';
  if (/no response found|missing saml|unknown saml/i.test(message)) return 'invalid';
  if (/signature/i.test(message)) return 'unsigned';
  if (/expired|not yet valid/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'audience';
  return 'invalid';
}

/** An attribute's values as strings. */
function stringValues(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number').map(String);
}

/** A path of this editor to go to after sign-in; anything else goes home. */
function safeRelayPath(relayState: string): string {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(relayState) ? relayState : '/';
}

/** Keeps the SAML settings, and signs users in through the identity provider. */
export class SamlService {
  private readonly seen = new SeenAssertions();
  /** Open "Test settings" runs and when they end. */
  private readonly tests = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repositories: Repositories,
  ) {}

  async config(): Promise<SamlConfig> {
    const stored = await this.repositories.settings.get<Partial<SamlConfig>>(SAML_SETTINGS_KEY);
    return { ...SAML_DEFAULTS, ...stored, mapping: { ...SAML_DEFAULTS.mapping, ...stored?.mapping } };
  }

  /** Whether users may sign in with SAML. */
  async loginEnabled(): Promise<boolean> {
    return (await this.config()).loginEnabled;
  }

  /**
   * Stores `input` after checking its metadata (fetched from `metadataUrl` by the caller when
   * given); sign-in cannot be turned on without usable metadata.
   */
  async saveConfig(input: SamlConfig): Promise<SamlConfig> {
    if (input.metadata !== '') parseIdpMetadata(input.metadata);
    if (input.loginEnabled && input.metadata === '') {
      throw new DomainError('invalid', 'Add the identity provider metadata before turning SAML sign-in on.');
    }
    await this.repositories.settings.set(SAML_SETTINGS_KEY, input);
    return this.config();
  }

  /** The SP metadata XML the IdP is configured from. */
  spMetadata(sp: ServiceProviderUrls): string {
    return generateServiceProviderMetadata({
      issuer: sp.entityId,
      callbackUrl: sp.acsUrl,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      wantAssertionsSigned: true,
    });
  }

  /** Starts a sign-in; after it the browser goes to `relayState` (a path of the editor). */
  async startSignIn(sp: ServiceProviderUrls, relayState: string): Promise<SamlStart> {
    const config = await this.config();
    if (!config.loginEnabled) throw new DomainError('invalid', 'SAML sign-in is not turned on.');
    return this.start(sp, config, safeRelayPath(relayState));
  }

  /** Starts a test run of the saved settings: the IdP's answer is shown, nobody signed in. */
  async startTest(sp: ServiceProviderUrls): Promise<SamlStart> {
    const config = await this.config();
    if (config.metadata === '') throw new DomainError('invalid', 'Save the identity provider metadata before testing.');
    const now = Date.now();
    for (const [token, until] of this.tests) if (until <= now) this.tests.delete(token);
    const token = randomBytes(18).toString('base64url');
    this.tests.set(token, now + TEST_TTL_MS);
    return this.start(sp, config, `${TEST_RELAY_PREFIX}${token}`);
  }

  private async start(sp: ServiceProviderUrls, config: SamlConfig, relayState: string): Promise<SamlStart> {
    const idp = parseIdpMetadata(config.metadata);
    const wanted = config.loginBinding === 'post' ? BINDING_POST : BINDING_REDIRECT;
    // An IdP that offers only the other binding is reached through that one.
    const binding = idp.ssoUrls.has(wanted) ? wanted : idp.ssoUrls.has(BINDING_REDIRECT) ? BINDING_REDIRECT : BINDING_POST;
    const entryPoint = idp.ssoUrls.get(binding);
    if (entryPoint === undefined)
      throw new DomainError('invalid', 'The identity provider metadata names no sign-in URL for the redirect or POST binding.');
    // The POST binding carries the request plain (SAML bindings §3.5.4); node-saml deflates it unless told not to.
    const saml = this.saml(sp, config, entryPoint, binding === BINDING_POST);
    if (binding === BINDING_REDIRECT) return { binding: 'redirect', url: await saml.getAuthorizeUrlAsync(relayState, undefined, {}) };
    const message = await saml.getAuthorizeMessageAsync(relayState, undefined, {});
    const fields = Object.fromEntries(Object.entries(message).map(([name, value]) => [name, String(value)]));
    return { binding: 'post', url: entryPoint, fields };
  }

  private saml(sp: ServiceProviderUrls, config: SamlConfig, entryPoint?: string, plainRequest = false): SAML {
    const idp = parseIdpMetadata(config.metadata);
    return new SAML({
      issuer: sp.entityId,
      callbackUrl: sp.acsUrl,
      entryPoint,
      idpCert: idp.signingCerts,
      idpIssuer: idp.entityId,
      audience: sp.entityId,
      wantAssertionsSigned: true,
      // Many IdPs sign only the assertion; a signature on the response is still checked.
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      // Replays are refused by assertion id (SeenAssertions), which also covers IdP-initiated sign-in.
      validateInResponseTo: 'never' as SAML['options']['validateInResponseTo'],
      disableRequestedAuthnContext: true,
      skipRequestCompression: plainRequest,
    });
  }

  /** Checks the IdP's response and signs its user in (or, for a test run, reads it). */
  async consume(sp: ServiceProviderUrls, samlResponse: string, relayState: string): Promise<SamlOutcome> {
    const test = this.takeTest(relayState);
    const config = await this.config();
    if (!test && !config.loginEnabled) return { status: 'refused', code: 'not-enabled', test };
    if (config.metadata === '') return { status: 'refused', code: 'not-enabled', test };
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml(sp, config).validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      return { status: 'refused', code: refusalCode(error), test };
    }
    if (profile === null) return { status: 'refused', code: 'invalid', test };
    if (!this.claimAssertion(profile)) return { status: 'refused', code: 'replayed', test };
    const attributes = this.attributes(profile);
    const user = this.mapUser(config, profile, attributes);
    if (test) return { status: 'tested', user, attributes };
    if (user.email === '') return { status: 'refused', code: 'no-email', test };
    const account = await this.accountFor(user);
    if (account === undefined || account.disabled) return { status: 'refused', code: 'account', test };
    return { status: 'signed-in', user: account, relayState: safeRelayPath(relayState) };
  }

  private takeTest(relayState: string): boolean {
    if (!relayState.startsWith(TEST_RELAY_PREFIX)) return false;
    const token = relayState.slice(TEST_RELAY_PREFIX.length);
    const until = this.tests.get(token);
    this.tests.delete(token);
    return until !== undefined && until > Date.now();
  }

  private claimAssertion(profile: Profile): boolean {
    const assertion = (profile.getAssertion?.() ?? {}) as {
      Assertion?: { $?: { ID?: string }; Conditions?: Array<{ $?: { NotOnOrAfter?: string } }> };
    };
    const id = assertion.Assertion?.$?.ID;
    if (id === undefined || id === '') return false;
    const notOnOrAfter = Date.parse(assertion.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
    const expiry = Number.isFinite(notOnOrAfter) ? notOnOrAfter + CLOCK_SKEW_MS : Date.now() + DEFAULT_ASSERTION_TTL_MS;
    return this.seen.claim(`${profile.issuer}\n${id}`, expiry);
  }

  private attributes(profile: Profile): Record<string, string[]> {
    const raw = (profile.attributes ?? {}) as Record<string, unknown>;
    const attributes: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    for (const [name, value] of Object.entries(raw)) attributes[name] = stringValues(value);
    return attributes;
  }

  private mapUser(config: SamlConfig, profile: Profile, attributes: Record<string, string[]>): SamlUser {
    const first = (name: string) => (name !== '' && Object.hasOwn(attributes, name) ? (attributes[name]?.[0] ?? '') : '').trim();
    const email = first(config.mapping.email) || (/^[^@\s]+@[^@\s]+$/.test(profile.nameID ?? '') ? profile.nameID : '');
    return {
      id: first(config.mapping.userPrincipalName) || (profile.nameID ?? ''),
      email: email.toLowerCase(),
      firstName: first(config.mapping.firstName),
      lastName: first(config.mapping.lastName),
    };
  }

  /** Whether the user signs in through the identity provider. */
  async isSamlUser(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('auth_identities')
      .select('user_id')
      .where('provider_type', '=', 'saml')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The account of `user`: the linked one (names updated from the IdP when it sent them),
   * else the member account with the same e-mail (then linked), else a new member account.
   * The owner is never linked: they keep e-mail sign-in.
   */
  private async accountFor(user: SamlUser): Promise<UserRecord | undefined> {
    if (user.id === '') return undefined;
    const link = await this.db
      .selectFrom('auth_identities')
      .select('user_id')
      .where('provider_type', '=', 'saml')
      .where('provider_id', '=', user.id)
      .executeTakeFirst();
    if (link !== undefined) return this.refreshNames(link.user_id, user);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    return this.db.transaction().execute(async (trx) => {
      const repositories = createRepositories(trx);
      let account = await repositories.users.findByEmail(user.email);
      if (account === undefined) {
        const created = await repositories.users.create({
          role: 'member',
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          passwordHash,
        });
        if (created.status !== 'created') return undefined;
        account = created.user;
      } else if (account.role !== 'member') {
        return undefined;
      }
      await trx.insertInto('auth_identities').values({ provider_type: 'saml', provider_id: user.id, user_id: account.id }).execute();
      return account;
    });
  }

  private async refreshNames(userId: string, user: SamlUser): Promise<UserRecord | undefined> {
    const account = await this.repositories.users.findById(userId);
    if (account === undefined) return undefined;
    const changes: { firstName?: string; lastName?: string } = {};
    // Names the IdP does not send stay as the user gave them (SamlOnboarding).
    if (user.firstName !== '' && user.firstName !== account.firstName) changes.firstName = user.firstName;
    if (user.lastName !== '' && user.lastName !== account.lastName) changes.lastName = user.lastName;
    if (Object.keys(changes).length === 0) return account;
    const result = await this.repositories.users.update(account.id, changes);
    return result.status === 'updated' ? result.user : account;
  }
}
