/**
 * The parsed server configuration and its defaults; `loadConfig` in config.ts fills it
 * from the environment.
 */
import type {
  DeploymentType,
  IAllowedModules,
  IEnterpriseSettings,
  LogLevel,
  SaveDataExecution,
  WorkflowCallerPolicy,
} from '@sdk/settings/types';
import type { DatabaseConfig } from './database';
import type { ScalingConfig } from './scaling';
import type { SmtpConfig } from './smtp';
import type { LimitsConfig } from './limits';
import type { CodeSandboxConfig } from './sandbox';
import type { OutboundConfig } from './outbound';
import type { EventBusConfig } from './event-bus';

/** Default HTTP port, the same as n8n's so existing webhook URLs keep working. */
export const DEFAULT_PORT = 5678;
/** Default bind address: only this machine, until the user opts into exposure. */
export const DEFAULT_HOST = '127.0.0.1';
/** Default request body limit in MiB: a workflow with 12 MiB of pinned data plus headroom. */
export const DEFAULT_PAYLOAD_SIZE_MAX_MIB = 16;
/** Path under which the server's own templates host answers (the default host). */
export const BUILT_IN_TEMPLATES_PATH = 'templates-api';

/** An enterprise feature flag name. */
export type EnterpriseFeature = keyof IEnterpriseSettings;
/** All enterprise feature flag names, for validating SWITCHYARD_ENTERPRISE_FEATURES. */
export const ENTERPRISE_FEATURES = ['advancedExecutionFilters', 'sharing', 'ldap', 'logStreaming', 'saml'] as const;

/** Everything the server reads from its environment, parsed and normalised. */
export interface ServerConfig {
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /** Address to bind. */
  host: string;
  /** Folder for config.json, the database and other instance data. */
  userFolder: string;
  /** Node types this instance refuses (`NODES_EXCLUDE`, a JSON array of type names; default: Execute Command and Local File Trigger). */
  nodesExclude: string[];
  /** Folders nodes may read and write files in (`N8N_RESTRICT_FILE_ACCESS_TO`; default: the user folder's `files/`). */
  fileAccessFolders: string[];
  /**
   * The credential encryption key from the environment (`SWITCHYARD_ENCRYPTION_KEY` or
   * n8n's `N8N_ENCRYPTION_KEY`); undefined: the key file in the user folder is used
   * (made on first start). See docs/security.md "Credentials".
   */
  encryptionKey: string | undefined;
  /** SQLite in the user folder (default) or PostgreSQL (DB_TYPE=postgresdb). */
  database: DatabaseConfig;
  /** Regular or queue mode and the queue's Redis (EXECUTIONS_MODE, QUEUE_BULL_*; docs/scaling.md). */
  scaling: ScalingConfig;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  logLevel: LogLevel;
  timezone: string;
  /** Seconds; -1 means no timeout. */
  executionTimeout: number;
  /** Seconds. */
  maxExecutionTimeout: number;
  /** Nesting depth of JSON, node runs and data size of an execution (docs/security.md "Resource limits"). */
  limits: LimitsConfig;
  saveDataErrorExecution: SaveDataExecution;
  saveDataSuccessExecution: SaveDataExecution;
  saveManualExecutions: boolean;
  /** Days a saved workflow version is kept (`SWITCHYARD_WORKFLOW_HISTORY_DAYS`, default 90); 0 keeps every version. */
  workflowHistoryDays: number;
  /** Wait node waits shorter than this (ms) are slept in process; longer ones are saved as waiting. */
  waitInProcessMs: number;
  /** How often (ms) stored waiting executions are looked at for their resume time. */
  waitPollMs: number;
  workflowCallerPolicyDefaultOption: WorkflowCallerPolicy;
  /** Public base URL for webhooks with a trailing slash; derived from host and port when unset. */
  webhookUrl: string | undefined;
  /** Public base URL of the editor without a trailing slash; falls back to the webhook URL. */
  editorBaseUrl: string | undefined;
  endpointRest: string;
  endpointWebhook: string;
  endpointWebhookTest: string;
  endpointPublicApi: string;
  defaultLocale: string;
  deploymentType: DeploymentType;
  /** Enterprise features switched on (none by default). */
  enterpriseFeatures: readonly EnterpriseFeature[];
  /**
   * Whether the owner set-up screen is offered before an owner exists (default true).
   * Off: the instance keeps working as the default user until an owner is set up anyway;
   * once an owner exists, sign-in is always required.
   */
  userManagementEnabled: boolean;
  /** The SMTP server for invitations and password resets; undefined when mail is off. */
  smtp: SmtpConfig | undefined;
  /** The Code node sandbox's pool and per-run limits (CODE_SANDBOX_*). */
  codeSandbox: CodeSandboxConfig;
  /** Outbound request policy (SWITCHYARD_SSRF_*). */
  outbound: OutboundConfig;
  /** Log streaming's retries and backlog (SWITCHYARD_EVENTBUS_*). */
  eventBus: EventBusConfig;
  /** Whether mail is configured (N8N_EMAIL_MODE=smtp), i.e. `smtp` is set. */
  smtpSetup: boolean;
  publicApiEnabled: boolean;
  publicApiSwaggerUiEnabled: boolean;
  communityNodesEnabled: boolean;
  /**
   * Extra folders scanned for custom nodes (`N8N_CUSTOM_EXTENSIONS`, ';'-separated as in
   * n8n), besides `<userFolder>/custom`; absolute paths.
   */
  customExtensions: readonly string[];
  allowedModules: IAllowedModules;
  telemetryEnabled: boolean;
  /**
   * The product-owned API of prompts and surveys (`SWITCHYARD_PRODUCT_API_URL`, no trailing
   * slash); empty when unset. Used only while diagnostics are on (`N8N_DIAGNOSTICS_ENABLED`).
   */
  productApiUrl: string;
  /** Experiments pinned to one arm for everyone (`SWITCHYARD_FEATURE_FLAGS`). */
  featureFlagPins: Readonly<Record<string, 'control' | 'variant'>>;
  /** `host` null: the built-in catalogue at `<editor URL>/templates-api/`, known only once the port is bound. */
  templates: { enabled: boolean; host: string | null };
  versionNotifications: { enabled: boolean; endpoint: string; infoUrl: string };
  personalizationSurveyEnabled: boolean;
  onboardingCallPromptEnabled: boolean;
  workflowTagsDisabled: boolean;
  hideUsagePage: boolean;
}
