/**
 * Slack 1 (`n8n-nodes-base.slack` version 1, n8n's parameter names): channel, message,
 * reaction, star, file, user, user group and user profile operations, with channels and
 * users as plain options or IDs (no resource locators), `channel` and `text` for posts,
 * `jsonParameters` switching between built and JSON attachments and blocks. Workflows from
 * before Slack 2 open and run unchanged; new nodes get version 2.x.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { slackNodeDescription } from '../node-description';
import { channelProperties } from './channel-properties';
import { messageProperties } from './message-properties';
import { otherProperties } from './other-properties';

export const slackV1Description: INodeTypeDescription = slackNodeDescription(
  1,
  [['User Profile', 'userProfile']],
  [...channelProperties, ...messageProperties, ...otherProperties],
);
