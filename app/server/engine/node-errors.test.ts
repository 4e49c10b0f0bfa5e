import { describe, expect, it } from 'vitest';
import type { INode } from '@sdk/workflow';
import { NodeApiError } from './node-errors';

const node: INode = { id: 'n1', name: 'Call', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [0, 0], parameters: {} };

describe('NodeApiError without a message of its own', () => {
  it.each([
    [404, 'The resource you are requesting could not be found'],
    [402, 'Payment required - perhaps check your payment details?'],
    [418, 'Your request is invalid or could not be processed by the service'],
    [500, 'The service was not able to process your request'],
    [501, 'The service failed to process your request'],
    [503, 'Service unavailable - try again later or consider setting this node to retry automatically (in the node settings)'],
  ])('words status %i as n8n does', (status, message) => {
    const error = new NodeApiError(node, { httpCode: String(status) });
    expect(error.message).toBe(message);
    expect(error.httpCode).toBe(String(status));
  });
});
