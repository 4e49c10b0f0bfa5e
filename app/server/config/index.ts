/**
 * Server configuration, read once from the environment at start-up. Variable names follow
 * n8n where the meaning is the same (GENERIC_TIMEZONE, EXECUTIONS_TIMEOUT, WEBHOOK_URL ...),
 * so an n8n deployment's environment carries over; Switchyard-only settings use SWITCHYARD_*.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_DEPLOYMENT_TYPE,
  DEFAULT_EXECUTION_TIMEOUT,
  DEFAULT_LOCALE,
  DEFAULT_SAVE_DATA_ERROR_EXECUTION,
  DEFAULT_SAVE_DATA_SUCCESS_EXECUTION,
  DEFAULT_SAVE_MANUAL_EXECUTIONS,
  DEFAULT_TIMEZONE,
  DEFAULT_WORKFLOW_HISTORY_DAYS,
  ENDPOINT_PUBLIC_API,
  ENDPOINT_REST,
  ENDPOINT_WEBHOOK,
  ENDPOINT_WEBHOOK_TEST,
  MAX_EXECUTION_TIMEOUT,
} from '@sdk/settings/constants';
import type { IAllowedModules } from '@sdk/settings/types';
import { z } from 'zod';
import {
  boolSchema,
  enumSchema,
  EnvReader,
  folderListSchema,
  folderSchema,
  httpUrlSchema,
  intSchema,
  listSchema,
  featureFlagPinsSchema,
  pathSegmentSchema,
  timezoneSchema,
  withoutTrailingSlash,
  withTrailingSlash,
} from './env';
import type { Env } from './env';
import { readDatabaseConfig } from './database';
import { readSmtpConfig } from './smtp';
import { readLimitsConfig } from './limits';
import { readCodeSandboxConfig } from './sandbox';
import { readOutboundConfig } from './outbound';
import { readEventBusConfig } from './event-bus';
import { readScalingConfig } from './scaling';
import { DEFAULT_HOST, DEFAULT_PAYLOAD_SIZE_MAX_MIB, DEFAULT_PORT, ENTERPRISE_FEATURES } from './types';
import type { ServerConfig } from './types';
import { DEFAULT_NODES_EXCLUDE } from '../nodes/default-excluded';

export { ConfigError } from './env';
export type { ConfigIssue, Env } from './env';
export * from './types';
export * from './database';
export * from './smtp';
export * from './limits';
export * from './sandbox';
export * from './outbound';
export * from './event-bus';
export * from './scaling';

/**
 * Reads and validates the configuration.
 * @throws ConfigError naming every invalid variable and what it should look like.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const r = new EnvReader(env);
  const bool = (names: readonly string[], fallback: boolean): boolean => r.read(names, boolSchema, 'true or false', fallback);
  const url = (names: readonly string[]): string | undefined =>
    r.read<string | undefined>(names, httpUrlSchema, 'an absolute http(s) URL such as https://example.com/', undefined);
  const segment = (names: readonly string[], fallback: string): string =>
    r.read(names, pathSegmentSchema, 'a single URL path segment such as "webhook" (letters, digits, . _ ~ -)', fallback);

  const executionTimeout = r.read(
    ['EXECUTIONS_TIMEOUT'],
    intSchema(-1, MAX_EXECUTION_TIMEOUT).refine((n) => n !== 0),
    'a whole number of seconds above 0, or -1 for no timeout',
    DEFAULT_EXECUTION_TIMEOUT,
  );
  const maxExecutionTimeout = r.read(
    ['EXECUTIONS_TIMEOUT_MAX'],
    intSchema(1, MAX_EXECUTION_TIMEOUT),
    'a whole number of seconds above 0',
    MAX_EXECUTION_TIMEOUT,
  );
  if (executionTimeout > maxExecutionTimeout) {
    r.fail('EXECUTIONS_TIMEOUT', `at most EXECUTIONS_TIMEOUT_MAX (${maxExecutionTimeout})`);
  }

  const saveData = z.enum(['all', 'none']);
  const webhookUrl = url(['WEBHOOK_URL']);
  const templatesHost = url(['N8N_TEMPLATES_HOST']);
  const editorBaseUrl = url(['SWITCHYARD_EDITOR_BASE_URL', 'N8N_EDITOR_BASE_URL']);
  const endpointWebhook = segment(['N8N_ENDPOINT_WEBHOOK'], ENDPOINT_WEBHOOK);
  const endpointWebhookTest = segment(['N8N_ENDPOINT_WEBHOOK_TEST'], ENDPOINT_WEBHOOK_TEST);
  const endpointPublicApi = segment(['N8N_PUBLIC_API_ENDPOINT'], ENDPOINT_PUBLIC_API);
  // Every top-level route family needs its own prefix, or one would shadow the other.
  const taken = new Set<string>([ENDPOINT_REST, 'assets']);
  for (const [variable, value] of [
    ['N8N_ENDPOINT_WEBHOOK', endpointWebhook],
    ['N8N_ENDPOINT_WEBHOOK_TEST', endpointWebhookTest],
    ['N8N_PUBLIC_API_ENDPOINT', endpointPublicApi],
  ] as const) {
    if (taken.has(value)) r.fail(variable, `a path segment not already used (${[...taken].join(', ')})`);
    taken.add(value);
  }

  const versionNotifications = {
    enabled: bool(['N8N_VERSION_NOTIFICATIONS_ENABLED'], false),
    endpoint: url(['N8N_VERSION_NOTIFICATIONS_ENDPOINT']) ?? '',
    infoUrl: url(['N8N_VERSION_NOTIFICATIONS_INFO_URL']) ?? '',
  };
  if (versionNotifications.enabled && versionNotifications.endpoint === '') {
    r.fail('N8N_VERSION_NOTIFICATIONS_ENDPOINT', 'a URL, because N8N_VERSION_NOTIFICATIONS_ENABLED is true');
  }

  const allowedModules: IAllowedModules = {};
  const list = (names: readonly string[]): string[] | undefined =>
    r.read<string[] | undefined>(names, listSchema, 'a comma-separated list such as crypto,fs', undefined);
  const builtIn = list(['NODE_FUNCTION_ALLOW_BUILTIN']);
  const external = list(['NODE_FUNCTION_ALLOW_EXTERNAL']);
  if (builtIn) allowedModules.builtIn = builtIn;
  if (external) allowedModules.external = external;

  const payloadMib = r.read(
    ['SWITCHYARD_PAYLOAD_SIZE_MAX', 'N8N_PAYLOAD_SIZE_MAX'],
    intSchema(1, 1024),
    'a whole number of MiB between 1 and 1024',
    DEFAULT_PAYLOAD_SIZE_MAX_MIB,
  );

  const userFolder = r.read(['SWITCHYARD_USER_FOLDER'], folderSchema, 'a folder path', join(homedir(), '.switchyard'));
  // n8n's N8N_RESTRICT_FILE_ACCESS_TO: absolute folders separated by ";".
  const fileAccessFolders = r.read<string[] | undefined>(
    ['N8N_RESTRICT_FILE_ACCESS_TO'],
    z
      .string()
      .transform((value) =>
        value
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(z.string().regex(/^\//)).min(1)),
    'absolute folder paths separated by ";" such as /data/in;/data/out',
    undefined,
  ) ?? [join(userFolder, 'files')];

  // n8n's NODES_EXCLUDE: a JSON array of node type names, e.g. [] to allow Execute Command.
  const nodesExclude = r.read<string[] | undefined>(
    ['NODES_EXCLUDE'],
    z
      .string()
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.string())),
    'a JSON array of node type names such as ["n8n-nodes-base.executeCommand"]',
    undefined,
  ) ?? [...DEFAULT_NODES_EXCLUDE];

  const smtp = readSmtpConfig(r, env);
  // n8n's switch is N8N_USER_MANAGEMENT_DISABLED; either name turns the setup screen off.
  const userManagementEnabled = bool(['SWITCHYARD_USER_MANAGEMENT_ENABLED'], true) && !bool(['N8N_USER_MANAGEMENT_DISABLED'], false);

  const database = readDatabaseConfig(r, env);
  const config: ServerConfig = {
    port: r.read(['PORT', 'N8N_PORT'], intSchema(0, 65535), 'a whole number between 0 and 65535', DEFAULT_PORT),
    host: r.read(
      ['HOST', 'N8N_LISTEN_ADDRESS'],
      z.string().regex(/^[^\s/]+$/),
      'a host name or IP address such as 127.0.0.1',
      DEFAULT_HOST,
    ),
    userFolder,
    fileAccessFolders,
    nodesExclude,
    // Any non-blank value is accepted (surrounding spaces are dropped), so the secret is
    // never echoed in a configuration error.
    encryptionKey: r.raw(['SWITCHYARD_ENCRYPTION_KEY', 'N8N_ENCRYPTION_KEY'])?.value,
    database,
    scaling: readScalingConfig(r, env, database),
    bodyLimitBytes: payloadMib * 1024 * 1024,
    logLevel: r.read(
      ['SWITCHYARD_LOG_LEVEL', 'N8N_LOG_LEVEL'],
      enumSchema(['error', 'warn', 'info', 'verbose', 'debug', 'silent']),
      'one of error, warn, info, verbose, debug, silent',
      'info',
    ),
    timezone: r.read(['GENERIC_TIMEZONE'], timezoneSchema, 'an IANA timezone name such as Europe/Berlin', DEFAULT_TIMEZONE),
    executionTimeout,
    maxExecutionTimeout,
    limits: readLimitsConfig(r),
    saveDataErrorExecution: r.read(['EXECUTIONS_DATA_SAVE_ON_ERROR'], saveData, 'all or none', DEFAULT_SAVE_DATA_ERROR_EXECUTION),
    saveDataSuccessExecution: r.read(['EXECUTIONS_DATA_SAVE_ON_SUCCESS'], saveData, 'all or none', DEFAULT_SAVE_DATA_SUCCESS_EXECUTION),
    saveManualExecutions: bool(['EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS'], DEFAULT_SAVE_MANUAL_EXECUTIONS),
    workflowHistoryDays: r.read(
      ['SWITCHYARD_WORKFLOW_HISTORY_DAYS'],
      intSchema(0, 36_500),
      'a whole number of days from 0 to 36500 (0 keeps every version)',
      DEFAULT_WORKFLOW_HISTORY_DAYS,
    ),
    waitInProcessMs: r.read(
      ['SWITCHYARD_WAIT_IN_PROCESS_MS'],
      intSchema(0, 3_600_000),
      'a whole number of milliseconds from 0 to 3600000',
      65_000,
    ),
    waitPollMs: r.read(
      ['SWITCHYARD_WAIT_POLL_MS'],
      intSchema(100, 3_600_000),
      'a whole number of milliseconds from 100 to 3600000',
      60_000,
    ),
    workflowCallerPolicyDefaultOption: r.read(
      ['N8N_WORKFLOW_CALLER_POLICY_DEFAULT_OPTION'],
      enumSchema(['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner']),
      'one of any, none, workflowsFromAList, workflowsFromSameOwner',
      'workflowsFromSameOwner',
    ),
    webhookUrl: webhookUrl === undefined ? undefined : withTrailingSlash(webhookUrl),
    editorBaseUrl: editorBaseUrl === undefined ? undefined : withoutTrailingSlash(editorBaseUrl),
    endpointRest: ENDPOINT_REST,
    endpointWebhook,
    endpointWebhookTest,
    endpointPublicApi,
    defaultLocale: r.read(
      ['N8N_DEFAULT_LOCALE'],
      z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
      'a locale such as en or de',
      DEFAULT_LOCALE,
    ),
    deploymentType: r.read(
      ['N8N_DEPLOYMENT_TYPE'],
      enumSchema(['default', 'cloud', 'desktop_mac', 'desktop_win']),
      'one of default, cloud, desktop_mac, desktop_win',
      DEFAULT_DEPLOYMENT_TYPE,
    ),
    enterpriseFeatures: r.read(
      ['SWITCHYARD_ENTERPRISE_FEATURES'],
      listSchema.pipe(z.array(z.enum(ENTERPRISE_FEATURES))),
      `a comma-separated list of ${ENTERPRISE_FEATURES.join(', ')}`,
      [],
    ),
    userManagementEnabled,
    smtp,
    codeSandbox: readCodeSandboxConfig(r),
    outbound: readOutboundConfig(r),
    eventBus: readEventBusConfig(r),
    smtpSetup: smtp !== undefined,
    publicApiEnabled: !bool(['N8N_PUBLIC_API_DISABLED'], false),
    publicApiSwaggerUiEnabled: !bool(['N8N_PUBLIC_API_SWAGGERUI_DISABLED'], false),
    communityNodesEnabled: bool(['N8N_COMMUNITY_PACKAGES_ENABLED'], true),
    customExtensions: r.read(['N8N_CUSTOM_EXTENSIONS'], folderListSchema, 'folder paths separated by ;', []),
    allowedModules,
    // Switchyard has no telemetry backend of its own, so nothing is reported unless asked.
    telemetryEnabled: bool(['N8N_DIAGNOSTICS_ENABLED'], false),
    productApiUrl: (url(['SWITCHYARD_PRODUCT_API_URL']) ?? '').replace(/\/+$/, ''),
    featureFlagPins: r.read(
      ['SWITCHYARD_FEATURE_FLAGS'],
      featureFlagPinsSchema,
      'flag=arm pairs such as checklist-test=variant,adoption-test=control',
      {},
    ),
    templates: {
      enabled: bool(['N8N_TEMPLATES_ENABLED'], true),
      // The catalogue ships with the server, so templates work offline out of the box.
      host: templatesHost === undefined ? null : withTrailingSlash(templatesHost),
    },
    versionNotifications,
    personalizationSurveyEnabled: bool(['N8N_PERSONALIZATION_ENABLED'], true),
    // The prompt calls a product-owned external API, so it is opt-in.
    onboardingCallPromptEnabled: bool(['N8N_ONBOARDING_CALL_PROMPTS_ENABLED'], false),
    workflowTagsDisabled: bool(['N8N_WORKFLOW_TAGS_DISABLED'], false),
    hideUsagePage: bool(['N8N_HIDE_USAGE_PAGE'], false),
  };
  r.throwIfInvalid();
  return config;
}
