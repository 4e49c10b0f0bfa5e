/**
 * The frontend settings model (`GET /rest/settings`) and the product's business constants and limits.
 *
 * @packageDocumentation
 */
export type {
  AuthenticationMethod,
  DeploymentType,
  ExecutionMode,
  IAllowedModules,
  IDeploymentSettings,
  IEnterpriseSettings,
  IFrontendSettings,
  IFrontendSettingsResponse,
  IOAuthCallbackUrls,
  IPublicApiSettings,
  ISsoMethodSettings,
  ISsoSettings,
  ITelemetrySettings,
  ITemplatesSettings,
  IUserManagementSettings,
  IVersionNotificationSettings,
  LogLevel,
  PushBackend,
  SaveDataExecution,
  WorkflowCallerPolicy,
} from './types';
export * from './constants';
export * from './editor-constants';
export * from './experiments';
export * from './sso';
