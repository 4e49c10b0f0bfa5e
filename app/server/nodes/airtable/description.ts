/**
 * Airtable 2 and 2.1 (`n8n-nodes-base.airtable`): records (create, upsert, delete, get,
 * search, update) and bases (get many, get schema) with n8n's parameter names, through a
 * personal access token (`airtableTokenApi`) or OAuth2 (`airtableOAuth2Api`). Base, table
 * and view are resource locators listed from the meta API; columns are a resource mapper
 * over the table's fields. 2.1 searches once per input item (2 once in all). Version 1:
 * ./v1/description.ts.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import { baseProperties, recordProperties } from './record-properties';

export const airtableDescription: INodeTypeDescription = {
  displayName: 'Airtable',
  name: 'n8n-nodes-base.airtable',
  icon: 'file:airtable.svg',
  group: ['input'],
  version: [2, 2.1],
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  description: 'Read, update, write and delete data from Airtable',
  defaults: { name: 'Airtable' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'airtableTokenApi', required: true, displayOptions: { show: { authentication: ['airtableTokenApi'] } } },
    { name: 'airtableOAuth2Api', required: true, displayOptions: { show: { authentication: ['airtableOAuth2Api'] } } },
  ],
  codex: { categories: ['Data & Storage'], alias: ['spreadsheet', 'table', 'database'] },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Access Token', value: 'airtableTokenApi' },
        { name: 'OAuth2', value: 'airtableOAuth2Api' },
      ],
      default: 'airtableTokenApi',
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Base', value: 'base' },
        { name: 'Record', value: 'record' },
      ],
      default: 'record',
    },
    ...recordProperties,
    ...baseProperties,
  ],
};
