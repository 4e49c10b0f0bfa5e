/**
 * The credential types the server knows (served as `GET /types/credentials.json`), with
 * n8n's names, display names and properties so exported n8n credentials and community
 * nodes find the types they expect. Node packages add theirs with
 * {@link CredentialTypeRegistry.register}.
 *
 * `extends` works as in n8n: a type has its parents' properties first, then its own; a
 * property of the same name replaces the parent's (a specific OAuth2 type turns `scope`
 * into a hidden fixed value, for example).
 */
import type { ICredentialType, INodeProperties } from '@sdk/workflow';
import { airtableOAuth2Api, airtableTokenApi } from './airtable';
import { anthropicApi } from './anthropic-api';
import { discordBotApi, discordWebhookApi } from './discord';
import { googlePalmApi } from './google-palm-api';
import { GOOGLE_CREDENTIAL_TYPES } from './google';
import { httpBasicAuth } from './http-basic-auth';
import { httpDigestAuth } from './http-digest-auth';
import { httpHeaderAuth } from './http-header-auth';
import { httpQueryAuth } from './http-query-auth';
import { imap } from './imap';
import { mySql } from './my-sql';
import { notionApi } from './notion-api';
import { ollamaApi } from './ollama-api';
import { oAuth1Api } from './oauth1-api';
import { oAuth2Api } from './oauth2-api';
import { openAiApi } from './open-ai-api';
import { postgres } from './postgres';
import { redis } from './redis';
import { slackApi, slackOAuth2Api } from './slack';
import { smtp } from './smtp';
import { switchyardApi } from './switchyard-api';
import { telegramApi } from './telegram-api';

export { TEST_URL_PROPERTY } from './test-url';

/** The built-in types. */
export const BUILT_IN_CREDENTIAL_TYPES: readonly ICredentialType[] = [
  httpBasicAuth,
  httpHeaderAuth,
  httpQueryAuth,
  httpDigestAuth,
  oAuth1Api,
  oAuth2Api,
  switchyardApi,
  postgres,
  smtp,
  imap,
  openAiApi,
  anthropicApi,
  googlePalmApi,
  ollamaApi,
  redis,
  mySql,
  telegramApi,
  discordBotApi,
  discordWebhookApi,
  slackApi,
  slackOAuth2Api,
  airtableTokenApi,
  airtableOAuth2Api,
  notionApi,
  ...GOOGLE_CREDENTIAL_TYPES,
];

/** Deepest `extends` chain followed; deeper (or cyclic) chains are cut off. */
const MAX_EXTENDS_DEPTH = 10;

/** Credential types by name. */
export class CredentialTypeRegistry {
  private readonly types = new Map<string, ICredentialType>();

  constructor(types: readonly ICredentialType[] = BUILT_IN_CREDENTIAL_TYPES) {
    for (const type of types) this.register(type);
  }

  /** Adds a type; a type of the same name is replaced. The disposer removes this registration. */
  register(type: ICredentialType): () => void {
    this.types.set(type.name, type);
    return () => {
      if (this.types.get(type.name) === type) this.types.delete(type.name);
    };
  }

  /** The type, or undefined. */
  get(name: string): ICredentialType | undefined {
    return this.types.get(name);
  }

  has(name: string): boolean {
    return this.types.has(name);
  }

  /** Every type, in registration order. */
  all(): ICredentialType[] {
    return [...this.types.values()];
  }

  /** `name` followed by the types it extends, nearest first (each once). */
  lineage(name: string): string[] {
    const order: string[] = [];
    const visit = (typeName: string, depth: number) => {
      if (depth > MAX_EXTENDS_DEPTH || order.includes(typeName)) return;
      order.push(typeName);
      for (const parent of this.types.get(typeName)?.extends ?? []) visit(parent, depth + 1);
    };
    visit(name, 0);
    return order;
  }

  /** Whether `name` is `ancestor` or extends it (directly or further up). */
  extendsType(name: string, ancestor: string): boolean {
    return this.lineage(name).includes(ancestor);
  }

  /** Properties including inherited ones; a type's own property overrides its parent's. */
  properties(name: string): INodeProperties[] {
    const byName = new Map<string, INodeProperties>();
    // Farthest ancestor first, so nearer types override.
    for (const typeName of this.lineage(name).reverse()) {
      for (const property of this.types.get(typeName)?.properties ?? []) {
        byName.delete(property.name);
        byName.set(property.name, property);
      }
    }
    return [...byName.values()];
  }

  /** Names of the secret properties (`typeOptions.password`), inherited ones included. */
  secretProperties(name: string): Set<string> {
    return new Set(
      this.properties(name)
        .filter((property) => property.typeOptions?.password === true)
        .map((property) => property.name),
    );
  }

  /** The descriptions as `types/credentials.json` serves them (functions left out). */
  toJson(): ICredentialType[] {
    return this.all().map((type) => JSON.parse(JSON.stringify(type)) as ICredentialType);
  }
}
