/**
 * The public API's OpenAPI 3.1 document, served beside the API as
 * `/api/v1/openapi.json` and `/api/v1/openapi.yml` (no key needed: it describes the API,
 * it holds no data). Paths are relative to the server URL `/<endpoint>/v1`.
 */
import { stringify } from 'yaml';
import { WORKFLOW_NAME_MAX_LENGTH } from '@sdk/settings/constants';
import { components } from './openapi-components';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const errors = (...names: ('BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'PayloadTooLarge')[]) =>
  Object.fromEntries(
    names.map((name) => [
      { BadRequest: '400', Unauthorized: '401', Forbidden: '403', NotFound: '404', PayloadTooLarge: '413' }[name],
      { $ref: `#/components/responses/${name}` },
    ]),
  );
const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', minLength: 1, maxLength: 100 },
});

const workflowId = pathId('id', 'The workflow id.');

function workflowAction(action: 'activate' | 'deactivate') {
  return {
    post: {
      operationId: `${action}Workflow`,
      tags: ['Workflow'],
      summary: action === 'activate' ? 'Activate a workflow' : 'Deactivate a workflow',
      description:
        action === 'activate'
          ? 'Needs `save`. Refused with 400 when no enabled node can start the workflow.'
          : 'Needs `save`.',
      parameters: [workflowId],
      responses: {
        '200': json(ref('Workflow'), 'The workflow with its new versionId.'),
        ...(action === 'activate'
          ? errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound')
          : errors('Unauthorized', 'Forbidden', 'NotFound')),
      },
    },
  };
}

const paths = {
  '/workflows': {
    get: {
      operationId: 'listWorkflows',
      tags: ['Workflow'],
      summary: 'List workflows',
      description:
        'The workflows the user may read (spec §6), most recently updated first, a page at a time.',
      parameters: [
        { name: 'active', in: 'query', schema: { type: 'boolean' } },
        {
          name: 'name',
          in: 'query',
          description: 'Part of the name, ignoring letter case.',
          schema: { type: 'string', maxLength: WORKFLOW_NAME_MAX_LENGTH },
        },
        {
          name: 'tags',
          in: 'query',
          description: 'Comma-separated tag names (or ids); a workflow must have all of them.',
          schema: { type: 'string', examples: ['production,billing'] },
        },
        { $ref: '#/components/parameters/Limit' },
        { $ref: '#/components/parameters/Cursor' },
      ],
      responses: { '200': json(ref('WorkflowList'), 'A page of workflows.'), ...errors('BadRequest', 'Unauthorized') },
    },
    post: {
      operationId: 'createWorkflow',
      tags: ['Workflow'],
      summary: 'Create a workflow',
      description: 'Always inactive; the user becomes its owner.',
      requestBody: body('WorkflowInput'),
      responses: {
        '200': json(ref('Workflow'), 'The new workflow.'),
        ...errors('BadRequest', 'Unauthorized', 'PayloadTooLarge'),
      },
    },
  },
  '/workflows/{id}': {
    get: {
      operationId: 'getWorkflow',
      tags: ['Workflow'],
      summary: 'Get a workflow',
      parameters: [workflowId],
      responses: { '200': json(ref('Workflow'), 'The workflow.'), ...errors('Unauthorized', 'NotFound') },
    },
    put: {
      operationId: 'updateWorkflow',
      tags: ['Workflow'],
      summary: 'Replace a workflow',
      description: 'Needs `save`. Overwrites what is stored (no version check); pinned data and tags are kept.',
      parameters: [workflowId],
      requestBody: body('WorkflowInput'),
      responses: {
        '200': json(ref('Workflow'), 'The workflow with its new versionId.'),
        ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'PayloadTooLarge'),
      },
    },
    delete: {
      operationId: 'deleteWorkflow',
      tags: ['Workflow'],
      summary: 'Delete a workflow',
      description: 'Needs `delete`.',
      parameters: [workflowId],
      responses: {
        '200': json(ref('Workflow'), 'The workflow as it was.'),
        ...errors('Unauthorized', 'Forbidden', 'NotFound'),
      },
    },
  },
  '/workflows/{id}/activate': workflowAction('activate'),
  '/workflows/{id}/deactivate': workflowAction('deactivate'),
  '/credentials': {
    post: {
      operationId: 'createCredential',
      tags: ['Credential'],
      summary: 'Create a credential',
      description: 'The data is checked against the type\'s schema, encrypted and never returned.',
      requestBody: body('CredentialInput'),
      responses: {
        '200': json(ref('Credential'), 'The new credential, without its data.'),
        ...errors('BadRequest', 'Unauthorized', 'PayloadTooLarge'),
      },
    },
  },
  '/credentials/{id}': {
    delete: {
      operationId: 'deleteCredential',
      tags: ['Credential'],
      summary: 'Delete a credential',
      description: 'Its owner or the instance owner.',
      parameters: [pathId('id', 'The credential id.')],
      responses: {
        '200': json(ref('Credential'), 'The credential as it was.'),
        ...errors('Unauthorized', 'Forbidden', 'NotFound'),
      },
    },
  },
  '/credentials/schema/{credentialTypeName}': {
    get: {
      operationId: 'getCredentialSchema',
      tags: ['Credential'],
      summary: "The JSON Schema of a credential type's data",
      parameters: [pathId('credentialTypeName', 'The credential type name, e.g. httpHeaderAuth.')],
      responses: { '200': json(ref('CredentialDataSchema'), 'The schema.'), ...errors('Unauthorized', 'NotFound') },
    },
  },
  '/openapi.json': {
    get: {
      operationId: 'getOpenApiJson',
      tags: ['Document'],
      summary: 'This document as JSON',
      security: [],
      responses: { '200': json({ type: 'object' }, 'The OpenAPI document.') },
    },
  },
  '/openapi.yml': {
    get: {
      operationId: 'getOpenApiYaml',
      tags: ['Document'],
      summary: 'This document as YAML',
      security: [],
      responses: {
        '200': { description: 'The OpenAPI document.', content: { 'application/yaml': { schema: { type: 'string' } } } },
      },
    },
  },
};

/** Extra paths (another module's routes) merged into the document. */
export type OpenApiPaths = Record<string, unknown>;

/** The document for a server whose public API lives at `basePath` (`/api/v1`). */
export function openApiDocument(options: { basePath: string; version: string; extraPaths?: OpenApiPaths; extraSchemas?: Record<string, unknown> }) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchyard public API',
      version: options.version,
      description:
        'Workflows, credentials and executions for scripts and other services. Authenticate with the API key from ' +
        'Settings > n8n API in the X-N8N-API-KEY header; calls act as that user, with the same permissions as in the editor.',
    },
    servers: [{ url: options.basePath }],
    security: [{ ApiKeyAuth: [] }],
    tags: [{ name: 'Workflow' }, { name: 'Credential' }, { name: 'Execution' }, { name: 'Document' }],
    paths: { ...paths, ...options.extraPaths },
    components: { ...components, schemas: { ...components.schemas, ...options.extraSchemas } },
  };
}

/** The document as YAML. */
export function toYaml(document: unknown): string {
  return stringify(document, { aliasDuplicateObjects: false });
}
