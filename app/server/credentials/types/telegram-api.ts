/**
 * `telegramApi`: a Telegram bot token (n8n's type and field names). The token travels in
 * the URL path (`<baseUrl>/bot<token>/<method>`), as the Bot API wants; `baseUrl` points
 * at a self-hosted Bot API server (or a test stand-in). The test calls `getMe`.
 */
import type { ICredentialType } from '@sdk/workflow';

export const telegramApi: ICredentialType = {
  name: 'telegramApi',
  displayName: 'Telegram API',
  documentationUrl: 'telegram',
  icon: 'node:n8n-nodes-base.telegram',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'Chat with the bot father to obtain the access token',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://api.telegram.org',
      description: 'Base URL for Telegram Bot API',
    },
  ],
  test: { request: { baseURL: '={{$credentials.baseUrl}}/bot{{$credentials.accessToken}}', url: '/getMe' } },
};
