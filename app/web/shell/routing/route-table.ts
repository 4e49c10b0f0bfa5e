import type { RouteContribution } from '@sdk';

/**
 * Every view of the product at the path users of this kind of product know. The
 * shell contributes each with 'core' precedence and a placeholder that names
 * the view; the plugin that builds a view contributes the same path with
 * 'plugin' precedence and wins.
 */
export type ViewSpec = Omit<RouteContribution, 'component'>;

export const VIEW_TABLE: readonly ViewSpec[] = [
  { path: '/', view: 'Homepage', title: 'Home' },
  { path: '/workflows', view: 'WorkflowsView', title: 'Workflows' },
  { path: '/credentials', view: 'CredentialsView', title: 'Credentials' },
  { path: '/executions', view: 'ExecutionsLandingPage', title: 'Executions' },
  { path: '/workflow/new', view: 'NodeViewNew', title: 'New workflow', nodeView: true, editable: true, headerTab: 'workflow' },
  { path: '/workflow/:id', view: 'NodeViewExisting', title: 'Workflow', nodeView: true, editable: true, headerTab: 'workflow' },
  { path: '/workflow/:id/executions', view: 'WorkflowExecutions', title: 'Workflow executions', nodeView: true, headerTab: 'executions' },
  { path: '/workflow/:id/executions/:executionId', view: 'ExecutionPreview', title: 'Execution', headerTab: 'executions' },
  { path: '/workflows/demo', view: 'WorkflowDemo', title: 'Workflow demo' },
  { path: '/workflows/templates/:id', view: 'WorkflowTemplate', title: 'Import template' },
  { path: '/templates', view: 'TemplatesSearchView', title: 'Templates' },
  { path: '/templates/:id', view: 'TemplatesWorkflowView', title: 'Template' },
  { path: '/collections/:id', view: 'TemplatesCollectionView', title: 'Template collection' },
  { path: '/signin', view: 'SigninView', title: 'Sign in', layout: 'auth' },
  { path: '/signup', view: 'SignupView', title: 'Sign up', layout: 'auth' },
  { path: '/signout', view: 'SignoutView', title: 'Sign out', layout: 'auth' },
  { path: '/setup', view: 'SetupView', title: 'Set up owner account', layout: 'auth' },
  { path: '/forgot-password', view: 'ForgotMyPasswordView', title: 'Forgot password', layout: 'auth' },
  { path: '/change-password', view: 'ChangePasswordView', title: 'Change password', layout: 'auth' },
  { path: '/settings/personal', view: 'PersonalSettings', title: 'Personal settings' },
  { path: '/settings/users', view: 'UsersSettings', title: 'Users' },
  { path: '/settings/api', view: 'APISettings', title: 'API' },
  { path: '/settings/ldap', view: 'LdapSettings', title: 'LDAP' },
  { path: '/settings/community-nodes', view: 'CommunityNodes', title: 'Community nodes' },
  { path: '/settings/log-streaming', view: 'LogStreamingSettingsView', title: 'Log streaming', editable: true },
  { path: '/settings/sso', view: 'SSoSettings', title: 'SSO' },
  { path: '/saml/onboarding', view: 'SamlOnboarding', title: 'SAML onboarding', layout: 'auth' },
  { path: '/settings/usage', view: 'Usage', title: 'Usage and plan' },
  { path: '/settings/environments', view: 'ComingSoon', title: 'Environments' },
];

/** Editing is allowed only on these views; every other route is read-only. */
export function isEditableView(view: string | undefined): boolean {
  return view === 'NodeViewNew' || view === 'NodeViewExisting' || view === 'LogStreamingSettingsView';
}
