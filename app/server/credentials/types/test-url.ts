/**
 * The "Test URL" property of the generic HTTP credential types (basic, header, query,
 * digest auth). n8n cannot test these types at all, because they are not tied to one
 * service; Switchyard adds an optional property instead: "Test" sends `GET <Test URL>`
 * with the credential applied and passes on a 2xx answer. Nodes never read it.
 */
import type { ICredentialTestRequest, INodeProperties } from '@sdk/workflow';

/** Name of the property. */
export const TEST_URL_PROPERTY = 'testUrl';

/** The property, added last to each generic type. */
export const testUrlProperty: INodeProperties = {
  displayName: 'Test URL',
  name: TEST_URL_PROPERTY,
  type: 'string',
  default: '',
  placeholder: 'https://api.example.com/me',
  description:
    'Optional. A URL that needs this credential: "Test" sends a GET request to it with the credential applied and expects a 2xx answer. Nodes do not use it.',
};

/** The declarative test: GET the Test URL with the credential applied. */
export const testUrlRequest: ICredentialTestRequest = {
  request: { method: 'GET', url: `={{$credentials.${TEST_URL_PROPERTY}}}` },
};
