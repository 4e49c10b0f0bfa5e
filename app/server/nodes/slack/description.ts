/**
 * Slack 2 – 2.3 (`n8n-nodes-base.slack`): channel, message, reaction, file, user, star and
 * user group operations with n8n's parameter names, through a token (`slackApi`) or an OAuth2 app
 * (`slackOAuth2Api`). Channels and users are resource locators listed from Slack.
 * 2.1 appends a link to the workflow to sent messages by default; 2.2 uploads files through
 * Slack's external upload flow (binary data only). Version 1: ./v1/description.ts.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { channelProperties } from './channel-properties';
import { messageProperties } from './message-properties';
import { otherProperties } from './other-properties';
import { starGroupProperties } from './star-group-properties';

export const slackDescription: INodeTypeDescription = {
  displayName: 'Slack',
  name: 'n8n-nodes-base.slack',
  icon: 'file:slack.svg',
  group: ['output'],
  version: [2, 2.1, 2.2, 2.3],
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
      ],
      default: 'message',
    },
    ...channelProperties,
    ...messageProperties,
    ...otherProperties,
    ...starGroupProperties,
  ],
};
