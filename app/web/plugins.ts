import type { SwitchyardPlugin } from '@sdk';
import auth from '@plugins/auth';
import canvas from '@plugins/canvas';
import credentials from '@plugins/credentials';
import navigation from '@plugins/navigation';
import nodeTypes from '@plugins/node-types';
import nodeCreator from '@plugins/node-creator';
import workflowEditor from '@plugins/workflow-editor';
import workflowsList from '@plugins/workflows-list';
import settings from '@plugins/settings';
import { SETTINGS_PAGE_PLUGINS } from '@plugins/settings-pages';
import workbench from '@plugins/workbench';
import parameters from '@plugins/parameters';
import resourceLocator from '@plugins/resource-locator';
import resourceMapper from '@plugins/resource-mapper';
import ndv from '@plugins/ndv';
import executions from '@plugins/executions';
import workflowSettings from '@plugins/workflow-settings';
import workflowDuplicate from '@plugins/workflow-duplicate';
import workflowActivation from '@plugins/workflow-activation';
import chat from '@plugins/chat';
import tags from '@plugins/tags';
import surveys from '@plugins/surveys';
import versionNotices from '@plugins/version-notices';
import workflowSharing from '@plugins/workflow-sharing';
import experiments from '@plugins/experiments';
import templates from '@plugins/templates';
import workflowHistory from '@plugins/workflow-history';
import collaboration from '@plugins/collaboration';
import logStreaming from '@plugins/log-streaming';
import authLdap from '@plugins/auth-ldap';
import authSaml from '@plugins/auth-saml';

/**
 * The first-party plugins, in the order they are listed to the host. The host
 * orders activation by requires/provides, so this order only decides ties.
 */
export const PLUGINS: readonly SwitchyardPlugin[] = [
  workbench,
  navigation,
  settings,
  ...SETTINGS_PAGE_PLUGINS,
  auth,
  nodeTypes,
  credentials,
  canvas,
  nodeCreator,
  workflowEditor,
  workflowsList,
  tags,
  parameters,
  resourceLocator,
  resourceMapper,
  ndv,
  executions,
  workflowSettings,
  workflowDuplicate,
  workflowActivation,
  surveys,
  versionNotices,
  workflowSharing,
  experiments,
  templates,
  workflowHistory,
  collaboration,
  logStreaming,
  authLdap,
  authSaml,
  chat,
];
