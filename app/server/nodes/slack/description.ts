/**
 * Slack 2 – 2.3 (`n8n-nodes-base.slack`): channel, message, reaction, file, user, star and
 * user group operations with n8n's parameter names, through a token (`slackApi`) or an OAuth2 app
 * (`slackOAuth2Api`). Channels and users are resource locators listed from Slack.
 * 2.1 appends a link to the workflow to sent messages by default; 2.2 uploads files through
 * Slack's external upload flow (binary data only). Version 1: ./v1/description.ts.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { slackNodeDescription } from './node-description';
import { channelProperties } from './channel-properties';
import { messageProperties } from './message-properties';
import { otherProperties } from './other-properties';
import { starGroupProperties } from './star-group-properties';

export const slackDescription: INodeTypeDescription = slackNodeDescription(
  [2, 2.1, 2.2, 2.3],
  [],
  [...channelProperties, ...messageProperties, ...otherProperties, ...starGroupProperties],
);
