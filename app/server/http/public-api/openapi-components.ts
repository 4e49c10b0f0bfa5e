/**
 * The reusable parts of the public API's OpenAPI 3.1 document: schemas of what the API
 * returns and error responses (what it takes is generated from the routes' zod schemas,
 * route-definition.ts). The integration test
 * `tests/integration/public-api-openapi.test.ts` validates the document and checks real
 * answers against these schemas, so they describe what the code does.
 */

/** A reference to a schema of the document. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A JSON answer with `schema`. */
export const json = (schema: unknown, description: string) => ({ description, content: { 'application/json': { schema } } });
/** References to the shared error answers, by status. */
export const errors = (...names: ('BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'PayloadTooLarge')[]) =>
  Object.fromEntries(
    names.map((name) => [
      { BadRequest: '400', Unauthorized: '401', Forbidden: '403', NotFound: '404', PayloadTooLarge: '413' }[name],
      { $ref: `#/components/responses/${name}` },
    ]),
  );
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});
const timestamp = { type: 'string', format: 'date-time' };

/** Schemas, parameters, responses and the API-key scheme. */
export const components = {
  securitySchemes: {
    ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-N8N-API-KEY' },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', description: 'The HTTP status, or a finer product code.' },
        message: { type: 'string' },
        hint: { type: 'string', description: 'What to do about it.' },
      },
    },
    Node: {
      type: 'object',
      required: ['name', 'type', 'typeVersion', 'position'],
      additionalProperties: true,
      properties: {
        id: { type: 'string' },
        name: { type: 'string', minLength: 1 },
        type: { type: 'string', minLength: 1, examples: ['n8n-nodes-base.set'] },
        typeVersion: { type: 'number', minimum: 0 },
        position: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
        parameters: { type: 'object', additionalProperties: true },
        credentials: { type: 'object', additionalProperties: true },
        disabled: { type: 'boolean' },
        notes: { type: 'string' },
      },
    },
    Connections: {
      type: 'object',
      description: 'Source node name → connection type → output index → targets.',
      additionalProperties: {
        type: 'object',
        additionalProperties: {
          type: 'array',
          items: {
            type: ['array', 'null'],
            items: {
              type: 'object',
              required: ['node', 'type', 'index'],
              properties: { node: { type: 'string' }, type: { type: 'string' }, index: { type: 'integer', minimum: 0 } },
            },
          },
        },
      },
    },
    WorkflowSettings: {
      type: 'object',
      additionalProperties: true,
      properties: {
        executionOrder: { enum: ['v0', 'v1'] },
        timezone: { type: 'string' },
        saveManualExecutions: { oneOf: [{ const: 'DEFAULT' }, { type: 'boolean' }] },
        callerPolicy: { enum: ['any', 'none', 'workflowsFromAList', 'workflowsFromSameOwner'] },
        errorWorkflow: { type: 'string' },
        executionTimeout: { type: 'number' },
      },
    },
    Tag: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    },
    Workflow: {
      type: 'object',
      required: [
        'id',
        'name',
        'active',
        'createdAt',
        'updatedAt',
        'versionId',
        'nodes',
        'connections',
        'settings',
        'staticData',
        'pinData',
        'tags',
      ],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        active: { type: 'boolean' },
        createdAt: timestamp,
        updatedAt: timestamp,
        versionId: { type: 'string', description: 'A new one on every save.' },
        nodes: { type: 'array', items: ref('Node') },
        connections: ref('Connections'),
        settings: ref('WorkflowSettings'),
        staticData: { description: 'Data trigger nodes keep between runs; null when none.' },
        pinData: { type: 'object', additionalProperties: { type: 'array' } },
        tags: { type: 'array', items: ref('Tag') },
      },
    },
    WorkflowList: {
      type: 'object',
      required: ['data', 'nextCursor'],
      properties: {
        data: { type: 'array', items: ref('Workflow') },
        nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` to get the next page; null on the last page.' },
      },
    },
    Credential: {
      type: 'object',
      required: ['id', 'name', 'type', 'createdAt', 'updatedAt'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'string' },
        createdAt: timestamp,
        updatedAt: timestamp,
      },
    },
    CredentialDataSchema: {
      type: 'object',
      description: "A JSON Schema of the type's data.",
      required: ['type', 'properties', 'additionalProperties', 'required'],
      properties: {
        type: { const: 'object' },
        additionalProperties: { const: false },
        properties: { type: 'object', additionalProperties: { type: 'object' } },
        required: { type: 'array', items: { type: 'string' } },
        allOf: { type: 'array', items: { type: 'object' } },
      },
    },
  },
  responses: {
    BadRequest: errorResponse('The input is malformed or breaks a rule; the message names the field.'),
    Unauthorized: errorResponse('No API key, or one that is unknown, revoked or of a disabled user.'),
    Forbidden: errorResponse('The user may see this but not do this.'),
    NotFound: errorResponse('It does not exist, or the user may not see it.'),
    PayloadTooLarge: errorResponse('The body is over the size limit (or pinned data over 12 MiB).'),
  },
} as const;
