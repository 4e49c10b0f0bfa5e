/**
 * Public API workflows (n8n's `/api/v1/workflows`): list with paging and filters, get,
 * create, replace, delete, activate, deactivate. Every call goes through the same
 * WorkflowService as the REST routes, so the permission rules of spec §6 are the same: a
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
import { parseInput } from '../validation';
import { authenticateApiKey } from './auth';
import { nextOffsetCursor, offsetPage, pageQuery } from './pagination';

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

const listQuery = z.object({
  active: z.enum(['true', 'false'], { error: 'active must be "true" or "false".' }).optional(),
  name: z.string().max(WORKFLOW_NAME_MAX_LENGTH).optional(),
  tags: z.string().max(4096).optional(),
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

/** Registers the workflow routes under `base` (`/api/v1`). */
export function registerPublicWorkflowRoutes(app: FastifyInstance, base: string): void {
  const service = () => app.switchyard.workflows;
  const onRequest = authenticateApiKey;

  app.get(`${base}/workflows`, { onRequest }, async (request) => {
    const query = parseInput(listQuery, request.query);
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
  });

  app.get(`${base}/workflows/:id`, { onRequest }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    const { workflow, access } = await service().load(user, id, 'read');
    return toPublicWorkflow(await service().toResponse(user, workflow, access));
  });

  app.post(`${base}/workflows`, { onRequest }, async (request) => {
    const body = parseInput(publicWorkflowBody, request.body) as CreateWorkflowInput;
    return toPublicWorkflow(await service().create(currentUser(request), body));
  });

  app.put(`${base}/workflows/:id`, { onRequest }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(publicWorkflowBody, request.body) as CreateWorkflowInput;
    // The public API has no version ids to send: a PUT replaces what is stored (n8n's rule).
    return toPublicWorkflow(await service().update(currentUser(request), id, body, true));
  });

  app.delete(`${base}/workflows/:id`, { onRequest }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = currentUser(request);
    const { workflow, access } = await service().load(user, id, 'delete');
    const before = toPublicWorkflow(await service().toResponse(user, workflow, access));
    await service().delete(user, id);
    return before;
  });

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post(`${base}/workflows/:id/${action}`, { onRequest }, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return toPublicWorkflow(await service().update(currentUser(request), id, { active }, true));
    });
  }
}
