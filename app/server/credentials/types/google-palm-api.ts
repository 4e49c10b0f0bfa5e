/**
 * `googlePalmApi`: a Google Gemini (PaLM) API key, n8n's type and field names. The key goes
 * in the `key` query parameter; `host` points the Gemini nodes at another server speaking
 * the Generative Language API. The test lists the models there (`GET {host}/v1beta/models`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const googlePalmApi: ICredentialType = {
  name: 'googlePalmApi',
  displayName: 'Google Gemini(PaLM) Api',
  documentationUrl: 'google',
  icon: 'node:@n8n/n8n-nodes-langchain.lmChatGoogleGemini',
  properties: [
    {
      displayName: 'Host',
      name: 'host',
      required: true,
      type: 'string',
      default: 'https://generativelanguage.googleapis.com',
    },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, required: true, default: '' },
  ],
  authenticate: { type: 'generic', properties: { qs: { key: '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.host}}/v1beta/models' } },
};
