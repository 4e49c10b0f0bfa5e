import { describe, expect, it } from 'vitest';
import type { DocNode } from '@sdk';
import { nodeSubtitle, type SubtitleSource } from './subtitle';

const node = (type: string, parameters: Record<string, unknown>): DocNode => ({
  id: 'n1',
  name: 'N',
  type,
  typeVersion: 1,
  position: [0, 0],
  parameters,
});

const itemLists: SubtitleSource = {
  name: 'n8n-nodes-base.itemLists',
  subtitle: '={{$parameter["operation"]}}',
  properties: [
    { displayName: 'Resource', name: 'resource', type: 'hidden', default: 'itemList' },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      options: [
        { name: 'Split Out Items', value: 'splitOutItems' },
        { name: 'Remove Duplicates', value: 'removeDuplicates' },
      ],
      default: 'splitOutItems',
    },
  ],
};

const http: SubtitleSource = {
  name: 'n8n-nodes-base.httpRequest',
  subtitle: '={{$parameter["method"] + ": " + $parameter["url"]}}',
  properties: [
    {
      displayName: 'Method',
      name: 'method',
      type: 'options',
      options: [
        { name: 'GET', value: 'GET' },
        { name: 'POST', value: 'POST' },
      ],
      default: 'GET',
    },
    { displayName: 'URL', name: 'url', type: 'string', default: '' },
  ],
};

describe('node subtitle', () => {
  it("shows the operation's display name, not its stored value", () => {
    expect(nodeSubtitle(node('n8n-nodes-base.itemLists', { operation: 'splitOutItems', resource: 'itemList' }), itemLists)).toBe(
      'Split Out Items',
    );
    expect(nodeSubtitle(node('n8n-nodes-base.itemLists', { operation: 'removeDuplicates' }), itemLists)).toBe('Remove Duplicates');
  });

  it("uses the parameter's default when the node does not store it", () => {
    expect(nodeSubtitle(node('n8n-nodes-base.itemLists', {}), itemLists)).toBe('Split Out Items');
  });

  it('picks the operation shown for the chosen resource when several share the name', () => {
    const source: SubtitleSource = {
      name: 'x.crm',
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      properties: [
        {
          displayName: 'Resource',
          name: 'resource',
          type: 'options',
          options: [
            { name: 'Contact', value: 'contact' },
            { name: 'Deal', value: 'deal' },
          ],
          default: 'contact',
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          displayOptions: { show: { resource: ['contact'] } },
          options: [{ name: 'Create', value: 'create' }],
          default: 'create',
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          displayOptions: { show: { resource: ['deal'] } },
          options: [{ name: 'Close', value: 'create' }],
          default: 'create',
        },
      ],
    };
    expect(nodeSubtitle(node('x.crm', { resource: 'deal', operation: 'create' }), source)).toBe('Close: Deal');
  });

  it('reads the default resource and its own operation when the node stores neither (a saved workflow leaves defaults out)', () => {
    const source: SubtitleSource = {
      name: 'x.notes',
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      properties: [
        {
          displayName: 'Resource',
          name: 'resource',
          type: 'options',
          options: [
            { name: 'Block', value: 'block' },
            { name: 'Page', value: 'page' },
          ],
          default: 'page',
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          displayOptions: { show: { resource: ['block'] } },
          options: [{ name: 'Append After', value: 'append' }],
          default: 'append',
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          displayOptions: { show: { resource: ['page'] } },
          options: [{ name: 'Create', value: 'create' }],
          default: 'create',
        },
      ],
    };
    expect(nodeSubtitle(node('x.notes', {}), source)).toBe('Create: Page');
  });

  it('joins parameters and text as the template says, and waits for every value', () => {
    expect(nodeSubtitle(node('n8n-nodes-base.httpRequest', { method: 'POST', url: 'https://api.example.com/x' }), http)).toBe(
      'POST: api.example.com/x',
    );
    expect(nodeSubtitle(node('n8n-nodes-base.httpRequest', { method: 'POST', url: '' }), http)).toBe('');
  });

  it('makes raw values readable when the type is not loaded', () => {
    expect(nodeSubtitle(node('n8n-nodes-base.itemLists', { operation: 'splitOutItems' }))).toBe('Split out items');
  });
});
