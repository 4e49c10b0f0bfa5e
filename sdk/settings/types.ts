/**
 * The frontend settings object in n8n's JSON shape, so that
 * an editor written against n8n's `GET /rest/settings` reads Switchyard's unchanged.
 *
 * The server answers `GET /rest/settings` with `{ data: IFrontendSettings }`; the editor
 * loads it once at start-up and derives feature visibility from it.
 *
 * @packageDocumentation
 */

/** How users sign in when user management is enabled. */
export type AuthenticationMethod = 'email' | 'ldap' | 'saml';

/** Where the instance runs; the editor hides or shows features per deployment. */
export type DeploymentType = 'default' | 'cloud' | 'desktop_mac' | 'desktop_win';

/** Which executions of a kind are stored: every one, or none. */
export type SaveDataExecution = 'all' | 'none';

/** How executions are scheduled. Switchyard runs them in the server process only. */
export type ExecutionMode = 'regular' | 'queue';

/** Transport of the push channel (execution progress, test-webhook events). */
export type PushBackend = 'sse' | 'websocket';

/** Server log verbosity, reported so the editor can mirror it in its own console output. */
export type LogLevel = 'error' | 'warn' | 'info' | 'verbose' | 'debug' | 'silent';

/** Which workflows may call a workflow through the Execute Workflow node, by default. */
export type WorkflowCallerPolicy = 'any' | 'none' | 'workflowsFromAList' | 'workflowsFromSameOwner';

/**
 * Enterprise feature flags. Settings pages and some editor features are shown only when
 * their flag is on.
 */
export interface IEnterpriseSettings {
  /** Filtering executions by status, date and custom data. */
  advancedExecutionFilters: boolean;
  /** Sharing workflows and credentials; without it everyone is treated as owner. */
  sharing: boolean;
  /** LDAP sign-in and the LDAP settings page. */
  ldap: boolean;
  /** The log streaming settings page. */
  logStreaming: boolean;
  /** SAML single sign-on and the SSO settings page. */
  saml: boolean;
}

/** User-management mode: optional, with e-mail, LDAP and SAML sign-in. */
export interface IUserManagementSettings {
  /** Whether users, roles and sign-in exist at all. */
  enabled: boolean;
  /** True until the instance owner is set up (or setup is skipped): the editor opens SetupView. */
  showSetupOnFirstLoad?: boolean;
  /** Whether an SMTP server is configured, so invitations and password resets can be e-mailed. */
  smtpSetup: boolean;
  /** The active sign-in method. */
  authenticationMethod: AuthenticationMethod;
}

/** The public REST API authenticated by API key. */
export interface IPublicApiSettings {
  /** Whether the public API and the API settings page are available. */
  enabled: boolean;
  /** Highest API version served, e.g. `1` for `/api/v1`. */
  latestVersion: number;
  /** Path segment of the public API, without slashes (`api`). */
  path: string;
  /** The interactive API documentation served beside the API. */
  swaggerUi: {
    /** Whether the documentation page is served. */
    enabled: boolean;
  };
}

/** One single-sign-on method as the sign-in page shows it. */
export interface ISsoMethodSettings {
  /** Whether the sign-in page offers this method. */
  loginEnabled: boolean;
  /** Label of the sign-in button for this method. */
  loginLabel: string;
}

/** Single sign-on methods. */
export interface ISsoSettings {
  /** SAML sign-in. */
  saml: ISsoMethodSettings;
  /** LDAP sign-in. */
  ldap: ISsoMethodSettings;
}

/** Usage telemetry. Only the switch is fixed; what is sent is up to the contributed sink. */
export interface ITelemetrySettings {
  /** Whether the editor reports usage events. */
  enabled: boolean;
}

/** The workflow templates host (a separate service the editor reads templates from). */
export interface ITemplatesSettings {
  /** Whether template views and template import are offered. */
  enabled: boolean;
  /** Base URL of the templates API, ending with a slash. */
  host: string;
}

/** Deployment information. */
export interface IDeploymentSettings {
  /** Where the instance runs. */
  type: DeploymentType;
}

/**
 * Modules the Code node may `require`. Absent lists mean none are allowed; `'*'` as the
 * only entry means all are allowed.
 */
export interface IAllowedModules {
  /** Node.js built-in modules, e.g. `crypto`. */
  builtIn?: string[];
  /** Installed npm packages. */
  external?: string[];
}

/** Version-update notices. */
export interface IVersionNotificationSettings {
  /** Whether the editor checks for newer versions. */
  enabled: boolean;
  /** URL of the version list; the current version is appended to it. */
  endpoint: string;
  /** Where the notice links to for update instructions. */
  infoUrl: string;
}

/** OAuth redirect URLs to register with an OAuth provider. */
export interface IOAuthCallbackUrls {
  /** Callback for OAuth 1 credentials. */
  oauth1: string;
  /** Callback for OAuth 2 credentials. */
  oauth2: string;
}

/**
 * The settings object the server sends to the editor (`GET /rest/settings`).
 * Field names and nesting follow n8n's frontend settings.
 */
export interface IFrontendSettings {
  /** Enterprise feature flags. */
  enterprise: IEnterpriseSettings;
  /** User-management mode. */
  userManagement: IUserManagementSettings;
  /** Public API. */
  publicApi: IPublicApiSettings;
  /** Single sign-on methods. */
  sso: ISsoSettings;
  /** Usage telemetry. */
  telemetry: ITelemetrySettings;
  /** Templates host. */
  templates: ITemplatesSettings;
  /** Deployment type. */
  deployment: IDeploymentSettings;
  /** Whether community node packages can be installed, updated and uninstalled. */
  communityNodesEnabled: boolean;
  /** Whether npm is available to the server, which community package installs need. */
  isNpmAvailable: boolean;
  /** Modules the Code node may require. */
  allowedModules: IAllowedModules;
  /** How executions are scheduled. */
  executionMode: ExecutionMode;
  /** Push channel transport. */
  pushBackend: PushBackend;
  /** Default for storing failed executions (a workflow's settings may override it). */
  saveDataErrorExecution: SaveDataExecution;
  /** Default for storing successful executions. */
  saveDataSuccessExecution: SaveDataExecution;
  /** Default for storing manual (editor) executions. */
  saveManualExecutions: boolean;
  /** Default workflow timezone, an IANA name such as `America/New_York`. */
  timezone: string;
  /** Default execution timeout in seconds; `-1` means none. */
  executionTimeout: number;
  /** Highest timeout in seconds a workflow's settings may choose. */
  maxExecutionTimeout: number;
  /** Default caller policy for new workflows. */
  workflowCallerPolicyDefaultOption: WorkflowCallerPolicy;
  /** Public base URL of webhooks, ending with a slash (`http://localhost:5678/`). */
  urlBaseWebhook: string;
  /** Public base URL of the editor, without a trailing slash. */
  urlBaseEditor: string;
  /** Path segment of production webhooks (`webhook`). */
  endpointWebhook: string;
  /** Path segment of test webhooks (`webhook-test`). */
  endpointWebhookTest: string;
  /** Path segment of the REST API (`rest`). Not in n8n's object; Switchyard always sends it. */
  endpointRest?: string;
  /** Version-update notices. */
  versionNotifications: IVersionNotificationSettings;
  /** Random id of this instance, generated once and kept in the user folder. */
  instanceId: string;
  /** OAuth redirect URLs. */
  oauthCallbackUrls: IOAuthCallbackUrls;
  /** Default UI locale (`en`). */
  defaultLocale: string;
  /** Version of the server. */
  versionCli: string;
  /** Server log verbosity. */
  logLevel: LogLevel;
  /** Whether the personalization survey is shown to new users. */
  personalizationSurveyEnabled: boolean;
  /** Whether the onboarding call prompt may be shown. */
  onboardingCallPromptEnabled: boolean;
  /** Whether workflow tags are hidden. */
  workflowTagsDisabled: boolean;
  /** Whether the Usage view is hidden. */
  hideUsagePage: boolean;
  /**
   * The product-owned API the prompts and surveys talk to (not the instance). Not in n8n's
   * object: Switchyard has no fixed product host, so the base URL comes from configuration
   * and is empty when unset or when diagnostics are off; then no prompt is shown.
   */
  productApi?: IProductApiSettings;
}

/** Where the editor reads prompts and sends survey answers. */
export interface IProductApiSettings {
  /** Base URL without a trailing slash; empty when the prompts are off. */
  baseUrl: string;
}

/** Wire shape of `GET /rest/settings`. */
export interface IFrontendSettingsResponse {
  /** The settings object. */
  data: IFrontendSettings;
}
