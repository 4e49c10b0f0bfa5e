/**
 * Credentials over real HTTP: the type file, names of new credentials, create, read,
 * update and delete with their validation, redaction of secrets, encryption at rest
 * (checked on the raw database row and, for SQLite, the database files), tampering, and
 * a server started with the wrong key. Runs on SQLite and (unless
 * SWITCHYARD_TEST_POSTGRES=0) on PostgreSQL.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app/server/app';
import { loadConfig } from '../../app/server/config';
import { CredentialCipher } from '../../app/server/credentials/cipher';
import { Browser, DIALECTS, GOOD_PASSWORD, startServer } from './accounts-helpers';
import type { ApiError, ApiUser, Data } from './accounts-helpers';
import { BLANK, createCredential, startTeam } from './credentials-helpers';
import type { ApiCredential, Team } from './credentials-helpers';

const SECRET = 'pa55-Very-Secret-Value-7f3a';
const USER_VALUE = 'alice-the-user-value';

describe.each(DIALECTS)('credentials on %s', (dialect) => {
  let team: Team;

  beforeAll(async () => {
    team = await startTeam(dialect, ['mia'], { SWITCHYARD_ENTERPRISE_FEATURES: 'sharing' });
  });

  afterAll(async () => {
    await team?.close();
  });

  const owner = () => team.owner.browser;
  const mia = () => team.members['mia']!.browser;

  async function rawRow(id: string) {
    return team.server.database.db.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  describe('credential types', () => {
    it('serves types/credentials.json as a plain array, n8n names and secrets marked', async () => {
      const response = await fetch(`${team.server.base}/types/credentials.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const types = (await response.json()) as {
        name: string;
        displayName: string;
        extends?: string[];
        properties: { name: string; type: string; typeOptions?: { password?: boolean }; options?: { value: string }[] }[];
      }[];
      expect(types.map((t) => [t.name, t.displayName])).toEqual([
        ['httpBasicAuth', 'Basic Auth'],
        ['httpHeaderAuth', 'Header Auth'],
        ['httpQueryAuth', 'Query Auth'],
        ['httpDigestAuth', 'Digest Auth'],
        ['oAuth1Api', 'OAuth1 API'],
        ['oAuth2Api', 'OAuth2 API'],
        ['switchyardApi', 'Switchyard API'],
        ['postgres', 'Postgres'],
        ['smtp', 'SMTP'],
        ['imap', 'IMAP'],
        ['openAiApi', 'OpenAi'],
        ['anthropicApi', 'Anthropic'],
        ['googlePalmApi', 'Google Gemini(PaLM) Api'],
        ['ollamaApi', 'Ollama'],
        ['redis', 'Redis'],
        ['mySql', 'MySQL'],
        ['telegramApi', 'Telegram API'],
        ['discordBotApi', 'Discord Bot API'],
        ['discordWebhookApi', 'Discord Webhook'],
        ['slackApi', 'Slack API'],
        ['slackOAuth2Api', 'Slack OAuth2 API'],
        ['airtableTokenApi', 'Airtable Personal Access Token API'],
        ['airtableOAuth2Api', 'Airtable OAuth2 API'],
        ['notionApi', 'Notion API'],
        ['googleOAuth2Api', 'Google OAuth2 API'],
        ['googleSheetsOAuth2Api', 'Google Sheets OAuth2 API'],
        ['googleDriveOAuth2Api', 'Google Drive OAuth2 API'],
        ['gmailOAuth2', 'Gmail OAuth2 API'],
        ['googleApi', 'Google Service Account API'],
      ]);
      const secrets = (name: string) =>
        types
          .find((t) => t.name === name)!
          .properties.filter((p) => p.typeOptions?.password)
          .map((p) => p.name);
      expect(secrets('httpBasicAuth')).toEqual(['password']);
      expect(secrets('httpHeaderAuth')).toEqual(['value']);
      expect(secrets('httpQueryAuth')).toEqual(['value']);
      expect(secrets('httpDigestAuth')).toEqual(['password']);
      expect(secrets('oAuth1Api')).toEqual(['consumerSecret']);
      expect(secrets('oAuth2Api')).toEqual(['clientSecret']);
      // Inherited secrets count: the Google types extend oAuth2Api.
      expect(secrets('googleApi')).toEqual(['privateKey']);
      expect(secrets('switchyardApi')).toEqual(['apiKey']);
      expect(secrets('postgres')).toEqual(['password']);
      expect(secrets('smtp')).toEqual(['password']);
      expect(secrets('imap')).toEqual(['password']);
      expect(secrets('openAiApi')).toEqual(['apiKey']);
      expect(secrets('anthropicApi')).toEqual(['apiKey']);
      expect(secrets('googlePalmApi')).toEqual(['apiKey']);
      expect(secrets('ollamaApi')).toEqual(['apiKey']);
      expect(secrets('telegramApi')).toEqual(['accessToken']);
      expect(secrets('discordBotApi')).toEqual(['botToken']);
      expect(secrets('discordWebhookApi')).toEqual(['webhookUri']);
      expect(secrets('slackApi')).toEqual(['accessToken', 'signatureSecret']);
      expect(secrets('slackOAuth2Api')).toEqual([]);
      expect(secrets('airtableTokenApi')).toEqual(['accessToken']);
      expect(secrets('notionApi')).toEqual(['apiKey']);
      expect(secrets('mySql')).toEqual(['password', 'caCertificate', 'clientPrivateKey', 'clientCertificate']);
      const oauth2 = types.find((t) => t.name === 'oAuth2Api')!;
      expect(oauth2.properties.map((p) => p.name)).toEqual([
        'grantType',
        'authUrl',
        'accessTokenUrl',
        'clientId',
        'clientSecret',
        'scope',
        'authQueryParameters',
        'authentication',
        'ignoreSSLIssues',
      ]);
      expect(oauth2.properties[0]!.options!.map((o) => o.value)).toEqual(['authorizationCode', 'clientCredentials', 'pkce']);
      expect(oauth2.properties.find((p) => p.name === 'authentication')!.options!.map((o) => o.value)).toEqual(['body', 'header']);
    });

    it('answers credential-translation with {} for a known type and 404 for an unknown one', async () => {
      expect((await owner().get('/credential-translation?credentialType=httpBasicAuth')).body).toEqual({ data: {} });
      expect((await owner().get('/credential-translation?credentialType=nopeApi')).status).toBe(404);
      expect((await owner().get('/credential-translation')).status).toBe(400);
    });
  });

  describe('names of new credentials', () => {
    it('derives the name from the type and numbers duplicates', async () => {
      const newName = async (query: string) => (await owner().get<Data<{ name: string }>>(`/credentials/new${query}`)).body.data.name;
      expect(await newName('?credentialType=httpHeaderAuth')).toBe('Header Auth account');
      expect(await newName('?credentialType=switchyardApi')).toBe('Switchyard account');
      expect(await newName('?credentialType=oAuth2Api')).toBe('Unnamed credential');
      expect(await newName('')).toBe('Unnamed credential');
      expect(await newName('?name=%20%20')).toBe('Unnamed credential');

      expect(await newName('?name=Slack%20account')).toBe('Slack account');
      await createCredential(team.owner, { name: 'Slack account', type: 'httpHeaderAuth', data: {} });
      expect(await newName('?name=Slack%20account')).toBe('Slack account 2');
      await createCredential(team.owner, { name: 'Slack account 2', type: 'httpHeaderAuth', data: {} });
      expect(await newName('?name=Slack%20account')).toBe('Slack account 3');
      await createCredential(team.owner, { name: 'Unnamed credential', type: 'oAuth2Api', data: {} });
      expect(await newName('?credentialType=oAuth2Api')).toBe('Unnamed credential 2');

      // Only names the user can see count: Mia sees none of the owner's credentials.
      const forMia = await mia().get<Data<{ name: string }>>('/credentials/new?name=Slack%20account');
      expect(forMia.body.data.name).toBe('Slack account');
      expect((await owner().get<ApiError>(`/credentials/new?name=${'x'.repeat(129)}`)).status).toBe(400);
    });
  });

  describe('create, read, update, delete', () => {
    let credential: ApiCredential;

    beforeAll(async () => {
      credential = await createCredential(team.owner, {
        name: '  Billing API  ',
        type: 'httpBasicAuth',
        data: { user: USER_VALUE, password: SECRET },
        nodesAccess: [{ nodeType: 'n8n-nodes-base.httpRequest' }],
      });
    });

    it('creates with a trimmed name and answers the secret redacted', () => {
      expect(credential.id).toMatch(/^[0-9A-Za-z]{16}$/);
      expect(credential.name).toBe('Billing API');
      expect(credential.type).toBe('httpBasicAuth');
      expect(credential.ownedBy).toEqual({ id: team.owner.id, email: 'owner@example.com', firstName: 'Olga', lastName: 'Owner' });
      expect(credential.sharedWith).toEqual([]);
      expect(credential.nodesAccess).toEqual([{ nodeType: 'n8n-nodes-base.httpRequest', date: expect.any(String) }]);
      expect(credential.data).toEqual({ user: USER_VALUE, password: BLANK });
    });

    it('stores data encrypted: the raw row holds no value in clear', async () => {
      const row = await rawRow(credential.id);
      expect(row.data).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
      const everything = JSON.stringify(row);
      expect(everything).not.toContain(SECRET);
      expect(everything).not.toContain(USER_VALUE);
      expect(everything).not.toContain(Buffer.from(SECRET).toString('base64'));
      // Same data, second credential: a fresh IV makes the stored text differ.
      const twin = await createCredential(team.owner, {
        name: 'twin',
        type: 'httpBasicAuth',
        data: { user: USER_VALUE, password: SECRET },
      });
      expect((await rawRow(twin.id)).data).not.toBe(row.data);
    });

    // The database files exist only on SQLite; PostgreSQL's raw rows are checked above.
    if (dialect === 'sqlite') {
      it('leaves no secret in the SQLite files either', async () => {
        const folder = team.server.app.switchyard.config.userFolder;
        const files = (await readdir(folder)).filter((f) => f.startsWith('database.sqlite'));
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) {
          const bytes = await readFile(join(folder, file));
          expect(bytes.includes(Buffer.from(SECRET)), file).toBe(false);
          expect(bytes.includes(Buffer.from(USER_VALUE)), file).toBe(false);
        }
      });
    }

    it('lists without data and reads with data only when asked', async () => {
      const list = await owner().get<Data<ApiCredential[]>>('/credentials');
      expect(list.status).toBe(200);
      const listed = list.body.data.find((c) => c.id === credential.id)!;
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('data');
      expect(JSON.stringify(list.body)).not.toContain(SECRET);

      const plain = await owner().get<Data<ApiCredential>>(`/credentials/${credential.id}`);
      expect(plain.body.data).not.toHaveProperty('data');
      const withData = await owner().get<Data<ApiCredential>>(`/credentials/${credential.id}?includeData=true`);
      expect(withData.body.data.data).toEqual({ user: USER_VALUE, password: BLANK });
      expect(JSON.stringify(withData.body)).not.toContain(SECRET);
    });

    it('keeps a secret sent back as the sentinel or left out, and replaces or clears it otherwise', async () => {
      const stored = async () =>
        team.server.app.switchyard.credentials.service.decryptedData(credential.id) as Promise<Record<string, unknown>>;

      const renamed = await owner().patch<Data<ApiCredential>>(`/credentials/${credential.id}`, {
        name: ' Billing ',
        type: 'httpBasicAuth',
        data: { user: 'bob', password: BLANK },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.name).toBe('Billing');
      expect(renamed.body.data.data).toEqual({ user: 'bob', password: BLANK });
      expect(await stored()).toEqual({ user: 'bob', password: SECRET });

      await owner().patch(`/credentials/${credential.id}`, { data: { user: 'carol' } });
      expect(await stored()).toEqual({ user: 'carol', password: SECRET });

      await owner().patch(`/credentials/${credential.id}`, { data: { user: 'carol', password: 'new-secret' } });
      expect(await stored()).toEqual({ user: 'carol', password: 'new-secret' });

      const cleared = await owner().patch<Data<ApiCredential>>(`/credentials/${credential.id}`, { data: { user: 'carol', password: '' } });
      expect(cleared.body.data.data).toEqual({ user: 'carol', password: '' });
      expect(await stored()).toEqual({ user: 'carol', password: '' });

      // A rename alone leaves the data untouched.
      await owner().patch(`/credentials/${credential.id}`, { name: 'Billing again' });
      expect(await stored()).toEqual({ user: 'carol', password: '' });
    });

    it("lets the instance owner save a member's credential unchanged, but not change its connection or node access", async () => {
      const mias = await createCredential(team.members['mia']!, {
        name: "Mia's",
        type: 'httpBasicAuth',
        data: { user: 'mia', password: SECRET },
        nodesAccess: [{ nodeType: 'n8n-nodes-base.httpRequest' }],
      });
      const read = await owner().get<Data<ApiCredential>>(`/credentials/${mias.id}?includeData=true`);
      expect(read.body.data.data).toEqual({ user: 'mia', password: BLANK });
      // What the editor's form sends back: every field, defaults included.
      const saved = await owner().patch<Data<ApiCredential>>(`/credentials/${mias.id}`, {
        name: "Mia's (checked)",
        type: 'httpBasicAuth',
        data: { user: 'mia', password: BLANK, testUrl: '' },
        nodesAccess: [{ nodeType: 'n8n-nodes-base.httpRequest' }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.name).toBe("Mia's (checked)");
      const changed = await owner().patch<ApiError>(`/credentials/${mias.id}`, { data: { user: 'mallory', password: BLANK } });
      expect(changed.status).toBe(403);
      expect(changed.body.message).toBe('Only the owner of this credential can change its connection settings.');
      const secret = await owner().patch<ApiError>(`/credentials/${mias.id}`, { data: { user: 'mia', password: 'guess' } });
      expect(secret.status).toBe(403);
      const nodes = await owner().patch<ApiError>(`/credentials/${mias.id}`, { nodesAccess: [{ nodeType: 'n8n-nodes-base.slack' }] });
      expect(nodes.status).toBe(403);
      expect(await team.server.app.switchyard.credentials.service.decryptedData(mias.id)).toEqual({ user: 'mia', password: SECRET });
    });

    it('never takes token or OAuth flow fields from a client', async () => {
      const created = await createCredential(team.owner, {
        name: 'forged',
        type: 'oAuth2Api',
        data: { clientId: 'c', oauthTokenData: { access_token: 'forged' }, csrfSecret: 'x', codeVerifier: 'y' },
      });
      expect(created.data).toEqual({ clientId: 'c' });
      await owner().patch(`/credentials/${created.id}`, { data: { clientId: 'c', oauthTokenData: { access_token: 'forged' } } });
      expect(await team.server.app.switchyard.credentials.service.decryptedData(created.id)).toEqual({ clientId: 'c' });
    });

    it('validates input', async () => {
      const bad = async (body: unknown, status = 400) => {
        const response = await owner().post<ApiError>('/credentials', body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        return response.body;
      };
      expect((await bad({ name: 'x', type: 'hubspotApi', data: {} })).message).toBe('Unknown credential type "hubspotApi".');
      expect((await bad({ name: '', type: 'httpBasicAuth', data: {} })).message).toContain(
        'Credential name must be 1 to 128 characters long.',
      );
      await bad({ name: '   ', type: 'httpBasicAuth', data: {} });
      await bad({ name: 'x'.repeat(129), type: 'httpBasicAuth', data: {} });
      await bad({ name: 'x', type: 'httpBasicAuth', data: 'not an object' });
      await bad({ name: 'x', type: 'httpBasicAuth', data: [] });
      await bad({ type: 'httpBasicAuth', data: {} });
      await bad({ name: 'x', type: 'httpBasicAuth', nodesAccess: [{ nope: 1 }] });
      await bad('{"name":', 400);
      expect((await owner().post<Data<ApiCredential>>('/credentials', { name: 'x'.repeat(128), type: 'httpBasicAuth' })).status).toBe(200);

      const patch = await owner().patch<ApiError>(`/credentials/${credential.id}`, { type: 'hubspotApi' });
      expect(patch.status).toBe(400);
      expect((await owner().patch<ApiError>(`/credentials/${credential.id}`, { name: '' })).status).toBe(400);
      expect((await owner().get<ApiError>(`/credentials/${credential.id}?includeData=maybe`)).status).toBe(400);
      expect((await owner().get<ApiError>('/credentials/doesNotExist1234')).body).toEqual({
        code: 404,
        message: 'Credential with ID "doesNotExist1234" could not be found.',
      });
      expect((await owner().patch('/credentials/doesNotExist1234', { name: 'y' })).status).toBe(404);
      expect((await owner().delete('/credentials/doesNotExist1234')).status).toBe(404);
    });

    it('deletes', async () => {
      const doomed = await createCredential(team.owner, { name: 'doomed', type: 'httpQueryAuth', data: { name: 'k', value: 'v' } });
      const response = await owner().delete<Data<boolean>>(`/credentials/${doomed.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: true });
      expect((await owner().get(`/credentials/${doomed.id}`)).status).toBe(404);
      const rows = await team.server.database.db
        .selectFrom('shared_credentials')
        .selectAll()
        .where('credential_id', '=', doomed.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('tampering and keys', () => {
    it('reports data changed in the database instead of using it, and still allows rename and delete', async () => {
      const victim = await createCredential(team.owner, { name: 'victim', type: 'httpBasicAuth', data: { user: 'u', password: SECRET } });
      const row = await rawRow(victim.id);
      const [version, iv, tag, data] = row.data.split(':') as [string, string, string, string];
      const bytes = Buffer.from(data, 'base64');
      bytes[0] = bytes[0]! ^ 0xff;
      await team.server.database.db
        .updateTable('credentials')
        .set({ data: [version, iv, tag, bytes.toString('base64')].join(':') })
        .where('id', '=', victim.id)
        .execute();

      const read = await owner().get<ApiError>(`/credentials/${victim.id}?includeData=true`);
      expect(read.status).toBe(500);
      expect(read.body.message).toBe(
        'The credential data cannot be decrypted: it was changed outside Switchyard, or it was encrypted with another key.',
      );
      expect(read.body.hint).toContain('encryption key');
      const test = await owner().post<ApiError>('/credentials/test', { credentials: { id: victim.id, type: 'httpBasicAuth' } });
      expect(test.status).toBe(500);
      expect((await owner().get(`/credentials/${victim.id}`)).status).toBe(200);
      expect((await owner().get('/credentials')).status).toBe(200);
      expect((await owner().patch(`/credentials/${victim.id}`, { name: 'renamed victim' })).status).toBe(200);
      expect((await owner().patch(`/credentials/${victim.id}`, { data: { user: 'x' } })).status).toBe(500);
      expect((await owner().delete(`/credentials/${victim.id}`)).status).toBe(200);
    });

    it('writes the key file with mode 0600 and refuses to start with another key', async () => {
      const { config } = team.server.app.switchyard;
      const keyPath = join(config.userFolder, 'encryption-key');
      if (process.platform !== 'win32') expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
      const keyText = (await readFile(keyPath, 'utf8')).trim();
      // The key in the file decrypts what is stored.
      const stored = await team.server.database.db.selectFrom('credentials').select('data').executeTakeFirstOrThrow();
      expect(() => new CredentialCipher(Buffer.from(keyText, 'base64')).decrypt(stored.data)).not.toThrow();

      const otherEnv = loadConfig({ SWITCHYARD_USER_FOLDER: config.userFolder, PORT: '0', N8N_ENCRYPTION_KEY: 'another key' });
      await expect(createServer({ config: otherEnv, database: team.server.database })).rejects.toThrow(/Mismatching encryption keys/);
      // The same key given through the environment is accepted.
      const sameEnv = loadConfig({ SWITCHYARD_USER_FOLDER: config.userFolder, PORT: '0', N8N_ENCRYPTION_KEY: keyText });
      const again = await createServer({ config: sameEnv, database: team.server.database });
      await again.close();
      // A new user folder makes a new key, which the database's key check refuses.
      const elsewhere = await mkdtemp(join(tmpdir(), 'switchyard-otherkey-'));
      try {
        const fresh = loadConfig({ SWITCHYARD_USER_FOLDER: elsewhere, PORT: '0' });
        await expect(createServer({ config: fresh, database: team.server.database })).rejects.toThrow(
          /does not match the one this database's credentials were saved with/,
        );
      } finally {
        await rm(elsewhere, { recursive: true, force: true });
      }
    });
  });

  it('keeps credentials made before set-up, which then belong to the owner', async () => {
    const server = await startServer(dialect);
    try {
      const browser = new Browser(server.base);
      const early = await browser.post<Data<ApiCredential>>('/credentials', {
        name: 'early',
        type: 'httpBasicAuth',
        data: { user: 'u', password: 'p' },
      });
      expect(early.status).toBe(200);
      const setup = await browser.post<Data<ApiUser>>('/owner/setup', {
        email: 'owner@example.com',
        firstName: 'Olga',
        lastName: 'Owner',
        password: GOOD_PASSWORD,
      });
      expect(setup.status).toBe(200);
      const read = await browser.get<Data<ApiCredential>>(`/credentials/${early.body.data.id}?includeData=true`);
      expect(read.body.data.ownedBy?.id).toBe(setup.body.data.id);
      expect(read.body.data.data).toEqual({ user: 'u', password: BLANK });
      expect((await new Browser(server.base).get('/credentials')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
