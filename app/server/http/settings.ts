/**
 * `GET /rest/settings`: the frontend settings object built from configuration
 * and the product defaults. The editor loads it once at start-up; every field is always sent so
 * the editor never has to guess a default of its own.
 */
import { DEFAULT_AUTHENTICATION_METHOD, PUBLIC_API_LATEST_VERSION } from '@sdk/settings/constants';
import type { IFrontendSettings, IFrontendSettingsResponse } from '@sdk/settings/types';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { InstanceInfo } from '../instance';
import type { PublicUrls } from '../urls';
import { boundPort, resolvePublicUrls } from '../urls';
import { builtInTemplatesHost } from '../templates/host-url';

/** Inputs of the settings object besides configuration. */
export interface SettingsSources {
  config: ServerConfig;
  instance: InstanceInfo;
  version: string;
  urls: PublicUrls;
  /** Whether the instance owner is set up (then user management is always on). */
  isOwnerSetUp?: boolean;
  /** Whether "skip set-up" was chosen before an owner existed. */
  setupSkipped?: boolean;
  /** Whether the npm CLI ran at start-up (community package installs need it). */
  npmAvailable?: boolean;
  /** LDAP sign-in, when licensed and turned on in its settings. */
  ldapLogin?: { loginEnabled: boolean; loginLabel: string };
  /** SAML sign-in, when licensed and turned on in its settings. */
  samlLogin?: { loginEnabled: boolean; loginLabel: string };
}

/** Builds the settings object; pure, so it is easy to test and to extend. */
export function buildFrontendSettings(sources: SettingsSources): IFrontendSettings {
  const { config, instance, version, urls } = sources;
  const enterprise = new Set(config.enterpriseFeatures);
  const oauthBase = `${urls.editorBase}/${config.endpointRest}`;
  return {
    enterprise: {
      advancedExecutionFilters: enterprise.has('advancedExecutionFilters'),
      sharing: enterprise.has('sharing'),
      ldap: enterprise.has('ldap'),
      logStreaming: enterprise.has('logStreaming'),
      saml: enterprise.has('saml'),
    },
    userManagement: {
      enabled: config.userManagementEnabled || sources.isOwnerSetUp === true,
      showSetupOnFirstLoad: config.userManagementEnabled && sources.isOwnerSetUp !== true && sources.setupSkipped !== true,
      smtpSetup: config.smtpSetup,
      // LDAP and SAML sign-in exclude each other (their settings routes see to it).
      authenticationMethod:
        sources.samlLogin?.loginEnabled === true
          ? 'saml'
          : sources.ldapLogin?.loginEnabled === true
            ? 'ldap'
            : DEFAULT_AUTHENTICATION_METHOD,
    },
    publicApi: {
      enabled: config.publicApiEnabled,
      latestVersion: PUBLIC_API_LATEST_VERSION,
      path: config.endpointPublicApi,
      // Swagger UI at <path>/v1/docs/, reading <path>/v1/openapi.json.
      swaggerUi: { enabled: config.publicApiEnabled && config.publicApiSwaggerUiEnabled },
    },
    sso: {
      // Off until an SSO provider is configured, even where the feature is enabled.
      saml: sources.samlLogin ?? { loginEnabled: false, loginLabel: '' },
      ldap: sources.ldapLogin ?? { loginEnabled: false, loginLabel: '' },
    },
    telemetry: { enabled: config.telemetryEnabled },
    templates: { enabled: config.templates.enabled, host: config.templates.host ?? builtInTemplatesHost(urls) },
    deployment: { type: config.deploymentType },
    communityNodesEnabled: config.communityNodesEnabled,
    // Community package installs shell out to npm, checked once at start-up.
    isNpmAvailable: sources.npmAvailable ?? false,
    allowedModules: { ...config.allowedModules },
    executionMode: 'regular',
    pushBackend: 'sse',
    saveDataErrorExecution: config.saveDataErrorExecution,
    saveDataSuccessExecution: config.saveDataSuccessExecution,
    saveManualExecutions: config.saveManualExecutions,
    timezone: config.timezone,
    executionTimeout: config.executionTimeout,
    maxExecutionTimeout: config.maxExecutionTimeout,
    workflowCallerPolicyDefaultOption: config.workflowCallerPolicyDefaultOption,
    urlBaseWebhook: urls.webhookBase,
    urlBaseEditor: urls.editorBase,
    endpointWebhook: config.endpointWebhook,
    endpointWebhookTest: config.endpointWebhookTest,
    endpointRest: config.endpointRest,
    versionNotifications: { ...config.versionNotifications },
    instanceId: instance.instanceId,
    oauthCallbackUrls: {
      oauth1: `${oauthBase}/oauth1-credential/callback`,
      oauth2: `${oauthBase}/oauth2-credential/callback`,
    },
    defaultLocale: config.defaultLocale,
    versionCli: version,
    logLevel: config.logLevel,
    personalizationSurveyEnabled: config.personalizationSurveyEnabled,
    onboardingCallPromptEnabled: config.onboardingCallPromptEnabled,
    workflowTagsDisabled: config.workflowTagsDisabled,
    hideUsagePage: config.hideUsagePage,
    productApi: { baseUrl: config.telemetryEnabled ? config.productApiUrl : '' },
  };
}

async function ldapLogin(app: FastifyInstance): Promise<{ loginEnabled: boolean; loginLabel: string }> {
  const { loginEnabled, loginLabel } = await app.switchyard.ldap.config();
  return { loginEnabled, loginLabel };
}

async function samlLogin(app: FastifyInstance): Promise<{ loginEnabled: boolean; loginLabel: string }> {
  const { loginEnabled, loginLabel } = await app.switchyard.saml.config();
  return { loginEnabled, loginLabel };
}

/** Registers `GET /rest/settings` (public: the editor reads it before anyone signs in). */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const { config } = app.switchyard;
  app.get(`/${config.endpointRest}/settings`, { config: { public: true } }, async (request): Promise<IFrontendSettingsResponse> => {
    const { instance, version, auth } = app.switchyard;
    // With PORT=0 the real port is known only after listen, so URLs are resolved per request.
    const urls = resolvePublicUrls(config, boundPort(request.server.server));
    const isOwnerSetUp = await auth.state.ownerSetUp();
    const setupSkipped = isOwnerSetUp ? false : await auth.state.setupSkipped();
    return {
      data: buildFrontendSettings({
        config,
        instance,
        version,
        urls,
        isOwnerSetUp,
        setupSkipped,
        npmAvailable: (await app.switchyard.communityPackages?.npmAvailable()) ?? false,
        ldapLogin: config.enterpriseFeatures.includes('ldap') ? await ldapLogin(app) : undefined,
        samlLogin: config.enterpriseFeatures.includes('saml') ? await samlLogin(app) : undefined,
      }),
    };
  });
}
