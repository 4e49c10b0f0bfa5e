/**
 * What Slack 1 and 2–2.3 describe alike (n8n's): the node's name, icon and credentials
 * (a token, `slackApi`, or an OAuth2 app, `slackOAuth2Api`), "Authentication" and the
 * "Resource" choice; each version adds its own resources' parameters.
 */
import type { INodeProperties, INodeTypeDescription } from '@sdk/workflow';

const RESOURCES: Array<[string, string]> = [
  ['Channel', 'channel'],
  ['File', 'file'],
  ['Message', 'message'],
  ['Reaction', 'reaction'],
  ['Star', 'star'],
  ['User', 'user'],
  ['User Group', 'userGroup'],
];

/** The Slack node's description at `version`, with `extraResources` after the shared ones. */
export function slackNodeDescription(
  version: INodeTypeDescription['version'],
  extraResources: Array<[string, string]>,
  properties: INodeProperties[],
): INodeTypeDescription {
  return {
    displayName: 'Slack',
    name: 'n8n-nodes-base.slack',
    icon: 'file:slack.svg',
    group: ['output'],
    version,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Consume Slack API',
    defaults: { name: 'Slack' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [
      { name: 'slackApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
      { name: 'slackOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    codex: { categories: ['Communication'], alias: ['chat', 'message', 'channel'] },
    properties: [
      {
        displayName: 'Authentication',
        name: 'authentication',
        type: 'options',
        options: [
          { name: 'Access Token', value: 'accessToken' },
          { name: 'OAuth2', value: 'oAuth2' },
        ],
        default: 'accessToken',
      },
      {
        displayName: 'Resource',
        name: 'resource',
        type: 'options',
        noDataExpression: true,
        options: [...RESOURCES, ...extraResources].map(([name, value]) => ({ name, value })),
        default: 'message',
      },
      ...properties,
    ],
  };
}
