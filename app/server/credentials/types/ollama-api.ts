/**
 * `ollamaApi`: where an Ollama server is (n8n's type and field names), with an optional
 * API key for servers behind a proxy that asks for one. The test lists its models
 * (`GET {baseUrl}/api/tags`).
 */
import type { ICredentialType } from '@sdk/workflow';

export const ollamaApi: ICredentialType = {
  name: 'ollamaApi',
  displayName: 'Ollama',
  documentationUrl: 'ollama',
  icon: 'node:@n8n/n8n-nodes-langchain.lmChatOllama',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', required: true, type: 'string', default: 'http://localhost:11434' },
    {
      displayName: 'API Key',
      hint: 'When using Ollama behind a proxy with authentication',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.baseUrl}}', url: '/api/tags' } },
};
