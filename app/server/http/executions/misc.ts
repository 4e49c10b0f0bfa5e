/**
 * - `GET /eventbus/execution/{id}`: the event-log view of an execution (n8n's message
 *   names: workflow started/success/failed, node started/finished), derived from its
 *   stored run data.
 * - `GET /options/timezones`: every IANA timezone the runtime knows, `{id: label}`.
 * - `GET /data/{id}?mode=view|download&fileName&mimeType`: binary data kept on disk. Ids
 *   are random UUIDs; any signed-in user with the id may read it (as in n8n). Served with
 *   `nosniff` and a sandboxing CSP so an HTML or SVG file cannot script the editor.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../auth';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { executionNotFound, loadVisibleSummary } from './access';
import { binaryParams, binaryQuery, executionIdParams } from './schemas';

function offsetLabel(timeZone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  const offset = part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? 'GMT');
  return `${timeZone} (${offset})`;
}

/** Registers the event log, timezones and binary data routes. */
export function registerExecutionMiscRoutes(app: FastifyInstance, rest: string): void {
  app.get(`${rest}/eventbus/execution/:id`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(executionIdParams, request.params);
    const summary = await loadVisibleSummary(app, currentUser(request), id);
    const execution = await app.switchyard.executions.repository.get(id);
    if (!execution) throw executionNotFound(id);
    const base = { executionId: id, workflowId: summary.workflowId, workflowName: summary.workflowName ?? '' };
    const events: Array<{ eventName: string; ts: string; payload: Record<string, unknown> }> = [
      { eventName: 'n8n.workflow.started', ts: summary.startedAt, payload: base },
    ];
    const runs = Object.entries(execution.data.resultData.runData).flatMap(([nodeName, list]) => list.map((run) => ({ nodeName, run })));
    runs.sort((a, b) => a.run.startTime - b.run.startTime);
    for (const { nodeName, run } of runs) {
      events.push({ eventName: 'n8n.node.started', ts: new Date(run.startTime).toISOString(), payload: { ...base, nodeName } });
      events.push({
        eventName: 'n8n.node.finished',
        ts: new Date(run.startTime + run.executionTime).toISOString(),
        payload: { ...base, nodeName },
      });
    }
    if (summary.stoppedAt) {
      const eventName =
        summary.status === 'success'
          ? 'n8n.workflow.success'
          : summary.status === 'crashed'
            ? 'n8n.workflow.crashed'
            : 'n8n.workflow.failed';
      events.push({ eventName, ts: summary.stoppedAt, payload: base });
    }
    return { data: events };
  });

  app.get(`${rest}/options/timezones`, { preHandler: requireUser }, async () => {
    const now = new Date();
    const zones = Intl.supportedValuesOf('timeZone');
    return { data: Object.fromEntries(zones.map((zone) => [zone, offsetLabel(zone, now)])) };
  });

  app.get(`${rest}/data/:id`, { preHandler: requireUser }, async (request, reply) => {
    const { id } = parseInput(binaryParams, request.params);
    const query = parseInput(binaryQuery, request.query);
    const content = await app.switchyard.executions.binary.read(id);
    if (!content) throw new HttpError(404, 'The binary data could not be found.');
    reply.header('content-type', query.mimeType ?? 'application/octet-stream');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', 'sandbox');
    if (query.mode === 'download' || query.fileName) {
      const name = (query.fileName ?? 'file').replace(/["\r\n]/g, '_');
      reply.header(
        'content-disposition',
        `${query.mode === 'download' ? 'attachment' : 'inline'}; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    }
    return reply.send(content);
  });
}
