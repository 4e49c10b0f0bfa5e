/**
 * Slack 1 (`n8n-nodes-base.slack` version 1, n8n's parameter names): channel, message,
 * reaction, star, file, user, user group and user profile operations, with channels and
 * users as plain options or IDs (no resource locators), `channel` and `text` for posts,
 * `jsonParameters` switching between built and JSON attachments and blocks. Workflows from
 * before Slack 2 open and run unchanged; new nodes get version 2.x.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { channelProperties } from './channel-properties';
import { messageProperties } from './message-properties';
import { otherProperties } from './other-properties';

export const slackV1Description: INodeTypeDescription = {
  displayName: 'Slack',
  name: 'n8n-nodes-base.slack',
  icon: 'file:slack.svg',
  group: ['output'],
  version: 1,
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
      options: [
        { name: 'Channel', value: 'channel' },
        { name: 'File', value: 'file' },
        { name: 'Message', value: 'message' },
        { name: 'Reaction', value: 'reaction' },
        { name: 'Star', value: 'star' },
        { name: 'User', value: 'user' },
        { name: 'User Group', value: 'userGroup' },
        { name: 'User Profile', value: 'userProfile' },
      ],
      default: 'message',
    },
    ...channelProperties,
    ...messageProperties,
    ...otherProperties,
  ],
};
