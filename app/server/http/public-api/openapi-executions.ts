/**
 * The execution schemas of the public API's OpenAPI document (see openapi.ts).
 */
import { EXECUTION_STATUSES } from './executions';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
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
        description: "The run data (n8n's IRunExecutionData); only with includeData=true.",
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
