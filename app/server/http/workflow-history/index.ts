/**
 * Workflow history (docs/workflow-history.md), under n8n's paths where n8n has them:
 * `GET /workflow-history/workflow/:workflowId?take=&skip=` (newest first),
 * `GET /workflow-history/workflow/:workflowId/version/:versionId`; and Switchyard's
 * `PATCH .../version/:versionId` (label) and `POST .../version/:versionId/restore`.
 * Permission checks live in WorkflowHistoryService.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { parseInput } from '../validation';
import { historyParams, historyQuery, labelBody, versionParams } from './schemas';

/** Registers the workflow-history routes under `/rest`. */
export function registerWorkflowHistoryRoutes(app: FastifyInstance): void {
  const base = `/${app.switchyard.config.endpointRest}/workflow-history/workflow`;
  const service = () => app.switchyard.workflowHistory;

  app.get(`${base}/:workflowId`, { preHandler: requireUser }, async (request) => {
    const { workflowId } = parseInput(historyParams, request.params);
    const page = parseInput(historyQuery, request.query);
    const { count, data } = await service().list(currentUser(request), workflowId, page);
    return { count, data };
  });

  app.get(`${base}/:workflowId/version/:versionId`, { preHandler: requireUser }, async (request) => {
    const { workflowId, versionId } = parseInput(versionParams, request.params);
    return { data: await service().get(currentUser(request), workflowId, versionId) };
  });

  app.patch(`${base}/:workflowId/version/:versionId`, { preHandler: requireUser }, async (request) => {
    const { workflowId, versionId } = parseInput(versionParams, request.params);
    const { label } = parseInput(labelBody, request.body);
    return { data: await service().label(currentUser(request), workflowId, versionId, label) };
  });

  app.post(`${base}/:workflowId/version/:versionId/restore`, { preHandler: requireUser }, async (request) => {
    const { workflowId, versionId } = parseInput(versionParams, request.params);
    return { data: await service().restore(currentUser(request), workflowId, versionId) };
  });
}
