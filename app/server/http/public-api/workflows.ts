/**
 * Public API workflows (n8n's `/api/v1/workflows`): list with paging and filters, get,
 * create, replace, delete, activate, deactivate. Every call goes through the same
 * WorkflowService as the REST routes, so the permission rules are the same: a
 * workflow the key's user may not read is 404, one they may read but not change is 403.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WORKFLOW_NAME_MAX_LENGTH } from '@sdk/settings/constants';
import type { IWorkflowSettings } from '@sdk/workflow';
import { currentUser } from '../../auth';
import type { WorkflowListItem, WorkflowResponse } from '../../workflows/workflow-service';
import type { CreateWorkflowInput } from '../../workflows/workflow-service';
import { connectionsSchema, idParams, nodesSchema, settingsSchema, workflowNameSchema } from '../workflows/schemas';
import { errors, json, ref } from './openapi-components';
import { nextOffsetCursor, offsetPage, pageQuery } from './pagination';
import { publicRoute } from './route-definition';
import type { PublicRoute } from './route-definition';

/** A workflow as the public API returns it (n8n's public workflow shape). */
export interface PublicWorkflow {
  id: string;
  name: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  versionId: string;
  nodes: unknown[];
  connections: Record<string, unknown>;
  settings: IWorkflowSettings;
  staticData: unknown;
  pinData: Record<string, unknown>;
  tags: { id: string; name: string }[];
}

/** `POST /workflows` and `PUT /workflows/:id`: n8n requires these four fields; others are ignored. */
export const publicWorkflowBody = z.object(
  {
    name: workflowNameSchema,
    nodes: nodesSchema,
    connections: connectionsSchema,
    settings: settingsSchema,
  },
  { error: 'The body must be a workflow object with name, nodes, connections and settings.' },
);

const WORKFLOW_INPUT_DESCRIPTION =
  'Other fields (id, active, tags …) are ignored: a new workflow is always inactive. Node names must be unique.';

const listQuery = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be "true" or "false".' }).optional(),
  name: z.string().max(WORKFLOW_NAME_MAX_LENGTH).describe('Part of the name, ignoring letter case.').optional(),
  tags: z.string().max(4096).describe('Comma-separated tag names (or ids); a workflow must have all of them.').optional(),
  ...pageQuery,
});

/** The public shape of a full workflow (or a list item that has every field). */
export function toPublicWorkflow(workflow: WorkflowResponse | WorkflowListItem): PublicWorkflow {
  return {
    id: workflow.id,
    name: workflow.name ?? '',
    active: workflow.active ?? false,
    createdAt: workflow.createdAt ?? '',
    updatedAt: workflow.updatedAt ?? '',
    versionId: workflow.versionId ?? '',
    nodes: workflow.nodes ?? [],
    connections: workflow.connections ?? {},
    settings: workflow.settings ?? {},
    staticData: workflow.staticData ?? null,
    pinData: workflow.pinData ?? {},
    tags: (workflow.tags ?? []).map((tag) => ({ id: tag.id, name: tag.name })),
  };
}

const workflowIdParams = z.object({ id: idParams.shape.id.describe('The workflow id.') });
const workflowAnswer = (description: string) => json(ref('Workflow'), description);

/** The workflow routes (paths below `/api/v1`). */
export function publicWorkflowRoutes(app: FastifyInstance): PublicRoute[] {
  const service = () => app.switchyard.workflows;
  const actions = (
    [
      ['activate', true],
      ['deactivate', false],
    ] as const
  ).map(([action, active]) =>
    publicRoute({
      method: 'post',
      path: `/workflows/{id}/${action}`,
      operationId: `${action}Workflow`,
      tag: 'Workflow',
      summary: active ? 'Activate a workflow' : 'Deactivate a workflow',
      description: active ? 'Needs `save`. Refused with 400 when no enabled node can start the workflow.' : 'Needs `save`.',
      params: workflowIdParams,
      responses: {
        '200': workflowAnswer('The workflow with its new versionId.'),
        ...(active ? errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound') : errors('Unauthorized', 'Forbidden', 'NotFound')),
      },
      handler: async ({ params, request }) => toPublicWorkflow(await service().update(currentUser(request), params.id, { active }, true)),
    }),
  );
  return [
    publicRoute({
      method: 'get',
      path: '/workflows',
      operationId: 'listWorkflows',
      tag: 'Workflow',
      summary: 'List workflows',
      description: 'The workflows the user may read, most recently updated first, a page at a time.',
      query: listQuery,
      responses: { '200': json(ref('WorkflowList'), 'A page of workflows.'), ...errors('BadRequest', 'Unauthorized') },
      handler: async ({ query, request }) => {
        const page = offsetPage(query);
        const tags = query.tags
          ?.split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== '');
        const filter = {
          ...(query.active !== undefined ? { active: query.active === 'true' } : {}),
          ...(query.name !== undefined && query.name.trim() !== '' ? { name: query.name.trim() } : {}),
          ...(tags !== undefined && tags.length > 0 ? { tags: tags.slice(0, 100) } : {}),
        };
        const { count, data } = await service().list(currentUser(request), {
          filter,
          select: ['id', 'name', 'active', 'createdAt', 'updatedAt', 'versionId', 'tags', 'nodes', 'connections', 'settings', 'pinData'],
          skip: page.offset,
          take: page.limit,
        });
        return { data: data.map(toPublicWorkflow), nextCursor: nextOffsetCursor(page, count) };
      },
    }),
    publicRoute({
      method: 'post',
      path: '/workflows',
      operationId: 'createWorkflow',
      tag: 'Workflow',
      summary: 'Create a workflow',
      description: 'Always inactive; the user becomes its owner.',
      body: { schema: publicWorkflowBody, component: 'WorkflowInput', description: WORKFLOW_INPUT_DESCRIPTION },
      responses: { '200': workflowAnswer('The new workflow.'), ...errors('BadRequest', 'Unauthorized', 'PayloadTooLarge') },
      handler: async ({ body, request }) => toPublicWorkflow(await service().create(currentUser(request), body as CreateWorkflowInput)),
    }),
    publicRoute({
      method: 'get',
      path: '/workflows/{id}',
      operationId: 'getWorkflow',
      tag: 'Workflow',
      summary: 'Get a workflow',
      params: workflowIdParams,
      responses: { '200': workflowAnswer('The workflow.'), ...errors('Unauthorized', 'NotFound') },
      handler: async ({ params, request }) => {
        const user = currentUser(request);
        const { workflow, access } = await service().load(user, params.id, 'read');
        return toPublicWorkflow(await service().toResponse(user, workflow, access));
      },
    }),
    publicRoute({
      method: 'put',
      path: '/workflows/{id}',
      operationId: 'updateWorkflow',
      tag: 'Workflow',
      summary: 'Replace a workflow',
      description: 'Needs `save`. Overwrites what is stored (no version check); pinned data and tags are kept.',
      params: workflowIdParams,
      body: { schema: publicWorkflowBody, component: 'WorkflowInput', description: WORKFLOW_INPUT_DESCRIPTION },
      responses: {
        '200': workflowAnswer('The workflow with its new versionId.'),
        ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'PayloadTooLarge'),
      },
      // The public API has no version ids to send: a PUT replaces what is stored (n8n's rule).
      handler: async ({ params, body, request }) =>
        toPublicWorkflow(await service().update(currentUser(request), params.id, body as CreateWorkflowInput, true)),
    }),
    publicRoute({
      method: 'delete',
      path: '/workflows/{id}',
      operationId: 'deleteWorkflow',
      tag: 'Workflow',
      summary: 'Delete a workflow',
      description: 'Needs `delete`.',
      params: workflowIdParams,
      responses: { '200': workflowAnswer('The workflow as it was.'), ...errors('Unauthorized', 'Forbidden', 'NotFound') },
      handler: async ({ params, request }) => {
        const user = currentUser(request);
        const { workflow, access } = await service().load(user, params.id, 'delete');
        const before = toPublicWorkflow(await service().toResponse(user, workflow, access));
        await service().delete(user, params.id);
        return before;
      },
    }),
    ...actions,
  ];
}
