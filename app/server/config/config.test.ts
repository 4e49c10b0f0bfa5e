import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the product defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5678);
    expect(config.host).toBe('127.0.0.1');
    expect(config.userFolder).toBe(join(homedir(), '.switchyard'));
    expect(config.timezone).toBe('America/New_York');
    expect(config.executionTimeout).toBe(-1);
    expect(config.maxExecutionTimeout).toBe(Number.MAX_SAFE_INTEGER);
    expect(config.saveDataErrorExecution).toBe('all');
    expect(config.saveDataSuccessExecution).toBe('all');
    expect(config.saveManualExecutions).toBe(false);
    expect(config.endpointWebhook).toBe('webhook');
    expect(config.endpointWebhookTest).toBe('webhook-test');
    expect(config.endpointRest).toBe('rest');
    expect(config.webhookUrl).toBeUndefined();
    expect(config.bodyLimitBytes).toBe(16 * 1024 * 1024);
  });

  it('reads and normalises set variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SWITCHYARD_USER_FOLDER: '~/sy-data',
      GENERIC_TIMEZONE: 'Europe/Berlin',
      EXECUTIONS_TIMEOUT: '300',
      EXECUTIONS_TIMEOUT_MAX: '3600',
      EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'TRUE',
      WEBHOOK_URL: 'https://hooks.example.com',
      N8N_EDITOR_BASE_URL: 'https://editor.example.com/',
      NODE_FUNCTION_ALLOW_BUILTIN: 'crypto, fs',
      SWITCHYARD_ENTERPRISE_FEATURES: 'sharing,ldap',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.userFolder).toBe(resolve(homedir(), 'sy-data'));
    expect(config.timezone).toBe('Europe/Berlin');
    expect(config.executionTimeout).toBe(300);
    expect(config.maxExecutionTimeout).toBe(3600);
    expect(config.saveManualExecutions).toBe(true);
    expect(config.webhookUrl).toBe('https://hooks.example.com/');
    expect(config.editorBaseUrl).toBe('https://editor.example.com');
    expect(config.allowedModules).toEqual({ builtIn: ['crypto', 'fs'] });
    expect(config.enterpriseFeatures).toEqual(['sharing', 'ldap']);
  });

  it('prefers the Switchyard name over the n8n alias', () => {
    const config = loadConfig({ SWITCHYARD_EDITOR_BASE_URL: 'http://a.test', N8N_EDITOR_BASE_URL: 'http://b.test' });
    expect(config.editorBaseUrl).toBe('http://a.test');
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ PORT: '  ' }).port).toBe(5678);
  });

  it.each([['abc'], ['70000'], ['-1'], ['12.5']])('rejects PORT=%s with a message naming the variable', (value) => {
    const error = configError({ PORT: value });
    expect(error.message).toContain(`PORT="${value}"`);
    expect(error.message).toContain('a whole number between 0 and 65535');
    expect(error.issues).toEqual([{ variable: 'PORT', value, expected: 'a whole number between 0 and 65535' }]);
  });

  it('reports every invalid variable at once', () => {
    const error = configError({
      PORT: 'x',
      GENERIC_TIMEZONE: 'Mars/Olympus',
      WEBHOOK_URL: 'ftp://x',
      EXECUTIONS_DATA_SAVE_ON_ERROR: 'some',
    });
    expect(error.issues.map((i) => i.variable).sort()).toEqual([
      'EXECUTIONS_DATA_SAVE_ON_ERROR',
      'GENERIC_TIMEZONE',
      'PORT',
      'WEBHOOK_URL',
    ]);
    expect(error.message).toContain('GENERIC_TIMEZONE="Mars/Olympus": expected an IANA timezone name');
  });

  it('rejects an execution timeout of 0 or above the maximum', () => {
    expect(configError({ EXECUTIONS_TIMEOUT: '0' }).issues[0]?.variable).toBe('EXECUTIONS_TIMEOUT');
    const error = configError({ EXECUTIONS_TIMEOUT: '7200', EXECUTIONS_TIMEOUT_MAX: '3600' });
    expect(error.message).toContain('at most EXECUTIONS_TIMEOUT_MAX (3600)');
  });

  it('reads the resource limits, with defaults, and rejects values out of range', () => {
    expect(loadConfig({}).limits).toEqual({ jsonMaxDepth: 128, maxNodeRuns: 100_000, executionDataMaxBytes: 64 * 1024 * 1024 });
    expect(
      loadConfig({ SWITCHYARD_JSON_MAX_DEPTH: '64', EXECUTIONS_MAX_NODE_RUNS: '5000', EXECUTIONS_DATA_MAX_SIZE: '16' }).limits,
    ).toEqual({
      jsonMaxDepth: 64,
      maxNodeRuns: 5000,
      executionDataMaxBytes: 16 * 1024 * 1024,
    });
    const error = configError({ SWITCHYARD_JSON_MAX_DEPTH: '5000', EXECUTIONS_MAX_NODE_RUNS: '0', EXECUTIONS_DATA_MAX_SIZE: '1.5' });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'SWITCHYARD_JSON_MAX_DEPTH',
      'EXECUTIONS_MAX_NODE_RUNS',
      'EXECUTIONS_DATA_MAX_SIZE',
    ]);
    expect(error.issues[0]?.expected).toBe('a whole number of levels from 16 to 1000');
  });

  it('rejects webhook endpoints that collide with other routes', () => {
    expect(configError({ N8N_ENDPOINT_WEBHOOK: 'rest' }).issues[0]?.variable).toBe('N8N_ENDPOINT_WEBHOOK');
    expect(configError({ N8N_ENDPOINT_WEBHOOK_TEST: 'webhook' }).issues[0]?.variable).toBe('N8N_ENDPOINT_WEBHOOK_TEST');
    expect(configError({ N8N_ENDPOINT_WEBHOOK: 'a/b' }).issues[0]?.expected).toContain('single URL path segment');
  });

  it('rejects unknown enterprise features and bad booleans', () => {
    expect(configError({ SWITCHYARD_ENTERPRISE_FEATURES: 'sharing,teleport' }).issues[0]?.variable).toBe('SWITCHYARD_ENTERPRISE_FEATURES');
    expect(configError({ N8N_TEMPLATES_ENABLED: 'maybe' }).issues[0]?.expected).toBe('true or false');
  });

  describe('database', () => {
    it('defaults to SQLite in the user folder', () => {
      expect(loadConfig({}).database).toEqual({ type: 'sqlite' });
      expect(loadConfig({ DB_TYPE: 'sqlite', DB_POSTGRESDB_PORT: 'ignored' }).database).toEqual({ type: 'sqlite' });
    });

    it('reads PostgreSQL settings with n8n names and defaults', () => {
      expect(loadConfig({ DB_TYPE: 'postgresdb' }).database).toEqual({
        type: 'postgresdb',
        host: 'localhost',
        port: 5432,
        database: 'n8n',
        user: 'postgres',
        password: '',
        schema: 'public',
        poolSize: 2,
        connectionTimeoutMs: 20000,
        ssl: false,
      });
      expect(
        loadConfig({
          DB_TYPE: 'postgresdb',
          DB_POSTGRESDB_HOST: 'db.internal',
          DB_POSTGRESDB_PORT: '6543',
          DB_POSTGRESDB_DATABASE: 'switchyard',
          DB_POSTGRESDB_USER: 'sy',
          DB_POSTGRESDB_PASSWORD: ' secret with spaces ',
          DB_POSTGRESDB_SCHEMA: 'Automation_1',
          DB_POSTGRESDB_POOL_SIZE: '10',
          DB_POSTGRESDB_SSL_ENABLED: 'true',
          DB_POSTGRESDB_SSL_REJECT_UNAUTHORIZED: 'false',
        }).database,
      ).toEqual({
        type: 'postgresdb',
        host: 'db.internal',
        port: 6543,
        database: 'switchyard',
        user: 'sy',
        password: ' secret with spaces ',
        schema: 'Automation_1',
        poolSize: 10,
        connectionTimeoutMs: 20000,
        ssl: { rejectUnauthorized: false },
      });
    });

    it('rejects unsupported databases and bad PostgreSQL settings, naming each variable', () => {
      expect(configError({ DB_TYPE: 'mysqldb' }).message).toContain('Switchyard does not support MySQL or MariaDB');
      expect(configError({ DB_TYPE: 'oracle' }).issues).toEqual([
        { variable: 'DB_TYPE', value: 'oracle', expected: 'sqlite or postgresdb' },
      ]);
      const error = configError({
        DB_TYPE: 'postgresdb',
        DB_POSTGRESDB_PORT: '0',
        DB_POSTGRESDB_SCHEMA: 'bad-schema; drop',
        DB_POSTGRESDB_POOL_SIZE: 'many',
      });
      expect(error.issues.map((i) => i.variable).sort()).toEqual(['DB_POSTGRESDB_POOL_SIZE', 'DB_POSTGRESDB_PORT', 'DB_POSTGRESDB_SCHEMA']);
      expect(error.message).toContain('DB_POSTGRESDB_SCHEMA="bad-schema; drop": expected a schema name');
    });
  });

  describe('scaling', () => {
    it('runs executions in the main process by default', () => {
      const { scaling } = loadConfig({});
      expect(scaling.mode).toBe('regular');
      expect(scaling.redis).toEqual({ host: 'localhost', port: 6379, db: 0, password: '', username: '', prefix: 'bull' });
      expect(scaling.processMainForManual).toBe(false);
      expect(scaling.workerTimeoutS).toBe(30);
      expect(scaling.metrics).toBe(false);
    });

    it('reads queue mode with n8n names on PostgreSQL', () => {
      const { scaling } = loadConfig({
        DB_TYPE: 'postgresdb',
        EXECUTIONS_MODE: 'queue',
        QUEUE_BULL_REDIS_HOST: 'redis.internal',
        QUEUE_BULL_REDIS_PORT: '6380',
        QUEUE_BULL_REDIS_DB: '2',
        QUEUE_BULL_REDIS_PASSWORD: ' s3cret ',
        QUEUE_BULL_PREFIX: 'team-a',
        EXECUTIONS_PROCESS_MAIN_FOR_MANUAL: 'true',
        QUEUE_WORKER_TIMEOUT: '5',
        N8N_METRICS: 'true',
      });
      expect(scaling).toMatchObject({
        mode: 'queue',
        redis: { host: 'redis.internal', port: 6380, db: 2, password: ' s3cret ', prefix: 'team-a' },
        processMainForManual: true,
        workerTimeoutS: 5,
        metrics: true,
      });
    });

    it('refuses queue mode on SQLite, saying why', () => {
      const error = configError({ EXECUTIONS_MODE: 'queue' });
      expect(error.issues.map((issue) => issue.variable)).toEqual(['EXECUTIONS_MODE']);
      expect(error.message).toMatch(/queue mode needs PostgreSQL \(set DB_TYPE=postgresdb\)/);
    });

    it('rejects an unknown mode and bad queue settings, naming each variable', () => {
      const error = configError({ EXECUTIONS_MODE: 'cluster', QUEUE_BULL_REDIS_PORT: '0', QUEUE_BULL_PREFIX: 'a b', N8N_METRICS: 'maybe' });
      expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
        'EXECUTIONS_MODE',
        'N8N_METRICS',
        'QUEUE_BULL_PREFIX',
        'QUEUE_BULL_REDIS_PORT',
      ]);
    });
  });

  describe('mail and user management', () => {
    it('has no mail and shows the owner set-up by default', () => {
      const config = loadConfig({});
      expect(config.smtp).toBeUndefined();
      expect(config.smtpSetup).toBe(false);
      expect(config.userManagementEnabled).toBe(true);
      expect(loadConfig({ N8N_USER_MANAGEMENT_DISABLED: 'true' }).userManagementEnabled).toBe(false);
      expect(loadConfig({ SWITCHYARD_USER_MANAGEMENT_ENABLED: 'false' }).userManagementEnabled).toBe(false);
    });

    it('reads SMTP settings with n8n names and defaults', () => {
      const config = loadConfig({
        N8N_EMAIL_MODE: 'smtp',
        N8N_SMTP_HOST: 'smtp.example.com',
        N8N_SMTP_SENDER: 'Switchyard <ops@example.com>',
      });
      expect(config.smtpSetup).toBe(true);
      expect(config.smtp).toEqual({
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        user: undefined,
        pass: undefined,
        sender: 'Switchyard <ops@example.com>',
      });
      const withAuth = loadConfig({
        N8N_EMAIL_MODE: 'smtp',
        N8N_SMTP_HOST: '127.0.0.1',
        N8N_SMTP_PORT: '2525',
        N8N_SMTP_SSL: 'false',
        N8N_SMTP_USER: 'mailer',
        N8N_SMTP_PASS: ' pass with spaces ',
        N8N_SMTP_SENDER: 'ops@example.com',
      });
      expect(withAuth.smtp).toEqual({
        host: '127.0.0.1',
        port: 2525,
        secure: false,
        user: 'mailer',
        pass: ' pass with spaces ',
        sender: 'ops@example.com',
      });
    });

    it('ignores SMTP variables unless N8N_EMAIL_MODE is smtp', () => {
      expect(loadConfig({ N8N_SMTP_PORT: 'not a port' }).smtp).toBeUndefined();
    });

    it('rejects an unknown mode, a missing host or sender and bad values, naming each variable', () => {
      expect(configError({ N8N_EMAIL_MODE: 'sendmail' }).issues.map((i) => i.variable)).toEqual(['N8N_EMAIL_MODE']);
      expect(
        configError({ N8N_EMAIL_MODE: 'smtp' })
          .issues.map((i) => i.variable)
          .sort(),
      ).toEqual(['N8N_SMTP_HOST', 'N8N_SMTP_SENDER']);
      const error = configError({
        N8N_EMAIL_MODE: 'smtp',
        N8N_SMTP_HOST: 'smtp.example.com',
        N8N_SMTP_PORT: '70000',
        N8N_SMTP_SSL: 'maybe',
        N8N_SMTP_SENDER: 'not an address',
      });
      expect(error.issues.map((i) => i.variable).sort()).toEqual(['N8N_SMTP_PORT', 'N8N_SMTP_SENDER', 'N8N_SMTP_SSL']);
    });
  });
});
