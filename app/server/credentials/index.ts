/**
 * Credentials on the server: the instance key and encryption at rest, the credential
 * types, permission-checked reads and writes with redaction, real credential tests and the
 * OAuth connect flows. Routes live in `http/credentials`; the contract is docs/server.md
 * "Credentials" and docs/security.md "Credentials".
 */
import type { ServerConfig } from '../config';
import type { Repositories } from '../db';
import { InstanceError } from '../instance';
import { CredentialCipher, CredentialDecryptionError } from './cipher';
import { CredentialService } from './credential-service';
import { loadEncryptionKey } from './encryption-key';
import type { EncryptionKeySource } from './encryption-key';
import { OAuthFlows } from './oauth-flows';
import { OAuthStateSigner } from './oauth-state';
import { CredentialTypeRegistry } from './types';
import type { IEventSink } from '../eventbus/event-bus';

export { CIPHER_VERSION, CredentialCipher, CredentialDecryptionError } from './cipher';
export { CredentialService, credentialNotFound } from './credential-service';
export type { CreateCredentialInput, CredentialResponse, TestCredentialInput, UpdateCredentialInput } from './credential-service';
export { deriveKey, ENCRYPTION_KEY_FILE_NAME, loadEncryptionKey } from './encryption-key';
export { defaultCredentialName, MAX_CREDENTIAL_NAME_LENGTH, uniqueCredentialName } from './naming';
export { OAuthCallbackError, OAuthFlows } from './oauth-flows';
export { OAuthStateSigner } from './oauth-state';
export { CREDENTIAL_BLANKING_VALUE, OAUTH_TOKEN_DATA_KEY } from './redaction';
export type { CredentialTestResult } from './connect/credential-test';
export { BUILT_IN_CREDENTIAL_TYPES, CredentialTypeRegistry } from './types';

/** Settings key of the value that proves the key is the one the data was saved with. */
export const KEY_CHECK_SETTING = 'credentials.keyCheck';
const KEY_CHECK_TEXT = 'switchyard credential key check';

/** The credential services a running server shares between routes. */
export interface CredentialServices {
  service: CredentialService;
  oauth: OAuthFlows;
  types: CredentialTypeRegistry;
  keySource: EncryptionKeySource;
  /** Signs the waiting URLs of multi-page forms (derived from the encryption key, so they survive restarts). */
  formWaitingKey: Buffer;
  /** Encrypts log-streaming destinations' secrets (derived from the encryption key). */
  destinationKey: Buffer;
  /** Encrypts the LDAP binding password (derived from the encryption key). */
  ldapKey: Buffer;
}

/**
 * Refuses to start with a key other than the one this database's credentials were
 * encrypted with: a value encrypted at the first start is stored in `settings` and must
 * decrypt. Without this check a changed key would only show when a credential is opened.
 */
export async function checkKeyMatchesDatabase(cipher: CredentialCipher, repositories: Repositories, keyPath: string): Promise<void> {
  const stored = await repositories.settings.get<string>(KEY_CHECK_SETTING);
  if (stored === undefined) {
    await repositories.settings.set(KEY_CHECK_SETTING, cipher.encrypt(KEY_CHECK_TEXT));
    return;
  }
  try {
    if (cipher.decrypt(stored) === KEY_CHECK_TEXT) return;
  } catch (error) {
    if (!(error instanceof CredentialDecryptionError)) throw error;
  }
  throw new InstanceError(
    `The credential encryption key does not match the one this database's credentials were saved with. ` +
      `Start with that key (N8N_ENCRYPTION_KEY, or the file ${keyPath}).`,
  );
}

/** Loads the key, checks it against the database and builds the services. */
export async function createCredentialServices(
  config: ServerConfig,
  repositories: Repositories,
  options: { instanceApiBaseUrl: () => string; events?: IEventSink },
): Promise<CredentialServices> {
  const key = await loadEncryptionKey(config.userFolder, config.encryptionKey);
  const cipher = new CredentialCipher(key.key);
  await checkKeyMatchesDatabase(cipher, repositories, key.path);
  const types = new CredentialTypeRegistry();
  const service = new CredentialService(repositories, cipher, types, {
    sharingEnabled: config.enterpriseFeatures.includes('sharing'),
    instanceApiBaseUrl: options.instanceApiBaseUrl,
    events: options.events,
  });
  const states = new OAuthStateSigner(cipher.deriveSubkey('switchyard oauth state v1'));
  return {
    service,
    oauth: new OAuthFlows(service, states),
    types,
    keySource: key.source,
    formWaitingKey: cipher.deriveSubkey('switchyard form waiting v1'),
    destinationKey: cipher.deriveSubkey('switchyard event destinations v1'),
    ldapKey: cipher.deriveSubkey('switchyard ldap v1'),
  };
}
