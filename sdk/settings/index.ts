/**
 * The frontend settings model (`GET /rest/settings`) and the business constants of spec §9.
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
