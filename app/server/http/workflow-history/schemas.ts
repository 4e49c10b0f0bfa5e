/** Request shapes of the workflow-history routes. */
import { z } from 'zod';
import { WORKFLOW_HISTORY_MAX_TAKE, WORKFLOW_VERSION_LABEL_MAX_LENGTH } from '@sdk/settings/constants';
import { entityIdSchema } from '../workflows/schemas';
import { storableName } from '../validation';

/** `:workflowId`. */
export const historyParams = z.object({ workflowId: entityIdSchema });

/** `:workflowId/version/:versionId`. */
export const versionParams = z.object({ workflowId: entityIdSchema, versionId: entityIdSchema });

/** `?take=&skip=`: n8n's paging, 20 versions by default. */
export const historyQuery = z.object({
  take: z.coerce.number().int().positive().max(WORKFLOW_HISTORY_MAX_TAKE).default(20),
  skip: z.coerce.number().int().nonnegative().max(1_000_000).default(0),
});

const labelMessage = `A version label must be at most ${WORKFLOW_VERSION_LABEL_MAX_LENGTH} characters long.`;

/** `PATCH .../version/:versionId`: a label, trimmed; null or empty clears it. */
export const labelBody = z.object(
  {
    label: storableName(z.string().trim().max(WORKFLOW_VERSION_LABEL_MAX_LENGTH, { error: labelMessage }), 'A version label')
      .nullable()
      .transform((label) => (label === null || label === '' ? null : label)),
  },
  { error: 'The body must be a JSON object with a label.' },
);
