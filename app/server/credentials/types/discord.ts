/**
 * `discordBotApi` (a bot token, sent as `Authorization: Bot <token>`; the test asks
 * `GET /users/@me`) and `discordWebhookApi` (a channel webhook URL), n8n's type and field
 * names. The bot credential's API base URL reaches a Discord-compatible server or a test
 * stand-in; it defaults to Discord's.
 */
import type { ICredentialType } from '@sdk/workflow';

export const DISCORD_API_URL = 'https://discord.com/api/v10';

export const discordBotApi: ICredentialType = {
  name: 'discordBotApi',
  displayName: 'Discord Bot API',
  documentationUrl: 'discord',
  icon: 'node:n8n-nodes-base.discord',
  properties: [
    { displayName: 'Bot Token', name: 'botToken', type: 'string', default: '', required: true, typeOptions: { password: true } },
    {
      displayName: 'API Base URL',
      name: 'baseUrl',
      type: 'string',
      default: DISCORD_API_URL,
      description: 'Where the Discord API answers',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bot {{$credentials.botToken}}' } } },
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/users/@me' } },
};

export const discordWebhookApi: ICredentialType = {
  name: 'discordWebhookApi',
  displayName: 'Discord Webhook',
  documentationUrl: 'discord',
  icon: 'node:n8n-nodes-base.discord',
  properties: [
    {
      displayName: 'Webhook URL',
      name: 'webhookUri',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'https://discord.com/api/webhooks/ID/TOKEN',
      typeOptions: { password: true },
    },
  ],
};
