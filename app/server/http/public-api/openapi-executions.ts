/**
 * The execution paths and schemas of the public API's OpenAPI document (see openapi.ts).
 */
import { EXECUTION_STATUSES } from './executions';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description: string) => ({ description, content: { 'application/json': { schema } } });
const error = (name: string) => ({ $ref: `#/components/responses/${name}` });
const includeData = {
  name: 'includeData',
  in: 'query',
  description: 'Add the run data (`data`).',
  schema: { type: 'boolean', default: false },
};
const executionId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The execution id (digits).',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
};

/** Schemas of executions. */
export const executionSchemas = {
  Execution: {
    type: 'object',
    required: ['id', 'finished', 'mode', 'status', 'startedAt', 'stoppedAt', 'workflowId', 'retryOf', 'retrySuccessId', 'waitTill'],
    properties: {
      id: { type: 'string', pattern: '^\\d+$' },
      finished: { type: 'boolean' },
      mode: { type: 'string', examples: ['manual', 'trigger', 'webhook'] },
      status: { enum: [...EXECUTION_STATUSES] },
      startedAt: { type: 'string', format: 'date-time' },
      stoppedAt: { type: ['string', 'null'], format: 'date-time' },
      workflowId: { type: ['string', 'null'], description: 'Null when the workflow was not saved.' },
      retryOf: { type: ['string', 'null'] },
      retrySuccessId: { type: ['string', 'null'] },
      waitTill: { type: ['string', 'null'], format: 'date-time' },
      data: {
        type: 'object',
        description: 'The run data (n8n\'s IRunExecutionData); only with includeData=true.',
        required: ['resultData'],
        properties: { resultData: { type: 'object' } },
      },
    },
  },
  ExecutionList: {
    type: 'object',
    required: ['data', 'nextCursor'],
    properties: {
      data: { type: 'array', items: ref('Execution') },
      nextCursor: { type: ['string', 'null'] },
    },
  },
};

/** Paths of executions. */
export const executionPaths = {
  '/executions': {
    get: {
      operationId: 'listExecutions',
      tags: ['Execution'],
      summary: 'List executions',
      description: "Executions of the workflows the user may read, newest first, a page at a time.",
      parameters: [
        includeData,
        { name: 'status', in: 'query', schema: { enum: [...EXECUTION_STATUSES] } },
        { name: 'workflowId', in: 'query', schema: { type: 'string' } },
        { $ref: '#/components/parameters/Limit' },
        { $ref: '#/components/parameters/Cursor' },
      ],
      responses: { '200': json(ref('ExecutionList'), 'A page of executions.'), '400': error('BadRequest'), '401': error('Unauthorized') },
    },
  },
  '/executions/{id}': {
    get: {
      operationId: 'getExecution',
      tags: ['Execution'],
      summary: 'Get an execution',
      parameters: [executionId, includeData],
      responses: { '200': json(ref('Execution'), 'The execution.'), '401': error('Unauthorized'), '404': error('NotFound') },
    },
    delete: {
      operationId: 'deleteExecution',
      tags: ['Execution'],
      summary: 'Delete an execution',
      description: 'Needs `delete` on its workflow. A running execution cannot be deleted (400).',
      parameters: [executionId],
      responses: {
        '200': json(ref('Execution'), 'The execution as it was.'),
        '400': error('BadRequest'),
        '401': error('Unauthorized'),
        '403': error('Forbidden'),
        '404': error('NotFound'),
      },
    },
  },
};
