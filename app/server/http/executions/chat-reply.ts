/**
 * `POST /executions/{id}/chat-reply` `{sessionId, chatInput}`: the editor's chat panel answers
 * a Respond to Chat node that waits for the user's reply in a manual run. The run resumes
 * with the reply (progress to the tab named by the `push-ref` header) and the route answers
 * once it waits again or ends, with what the panel shows: `{data: {executionId, status,
 * runData, lastNodeExecuted, error}}`. Only the user who started the run, someone who may
 * change the workflow it is filed under, or the instance owner may answer it. 409 when the
 * execution does not wait for a reply of that session.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_ID_HEADER } from '@sdk/rest/rest-client';
import { currentUser, requireUser } from '../../auth';
import type { UserRecord } from '../../db';
import { isInstanceOwner } from '../../permissions/workflow-permissions';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { loadVisibleSummary } from './access';
import { chatReplyBody, executionIdParams } from './schemas';

const PROBLEMS = {
  'not-found': [404, 'The execution does not exist.'],
  'not-waiting': [409, 'The execution is not waiting for a chat reply.'],
  'other-session': [409, 'The execution waits for a reply in another chat session.'],
} as const;

async function mayAnswer(app: FastifyInstance, user: UserRecord, executionId: string, workflowId: string): Promise<boolean> {
  if (isInstanceOwner(user)) return true;
  if ((await app.switchyard.executions.repository.startedBy(executionId)) === user.id) return true;
  if (workflowId === '') return false;
  const access = await app.switchyard.repositories.workflowSharing.accessOfOne(workflowId);
  return app.switchyard.workflows.permissionsOf(user, access).save;
}

/** Registers the chat reply route. */
export function registerChatReplyRoute(app: FastifyInstance, rest: string): void {
  app.post(`${rest}/executions/:id/chat-reply`, { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(executionIdParams, request.params);
    const body = parseInput(chatReplyBody, request.body);
    const user = currentUser(request);
    const summary = await loadVisibleSummary(app, user, id);
    if (!(await mayAnswer(app, user, id, summary.workflowId)))
      throw new HttpError(403, 'Only who started this run, or may change its workflow, can answer its chat.');
    const header = request.headers[SESSION_ID_HEADER];
    const pushRef = typeof header === 'string' && header.length > 0 && header.length <= 256 ? header : undefined;
    if (pushRef && app.switchyard.push.heldByAnother(pushRef, user.id))
      throw new HttpError(403, 'This push connection belongs to another user.');
    const started = await app.switchyard.chatReplies.reply(id, body, pushRef);
    if (typeof started === 'string') throw new HttpError(PROBLEMS[started][0], PROBLEMS[started][1]);
    const result = await started.done;
    const { runData, lastNodeExecuted, error } = result.data.resultData;
    return { data: { executionId: id, status: result.status, runData, lastNodeExecuted, error } };
  });
}
