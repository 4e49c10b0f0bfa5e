/**
 * Wait (`n8n-nodes-base.wait` v1, 1.1): pauses the execution
 *
 * - for a time interval or until a specific time: waits under 65 s (the server's
 *   SWITCHYARD_WAIT_IN_PROCESS_MS) are slept in process;
 *   longer ones put the execution to wait (status `waiting`, `waitTill` saved), and the
 *   server resumes it at that time, also after a restart;
 * - until a call to `$execution.resumeUrl` (`/webhook-waiting/<executionId>`), optionally
 *   with a time limit: the call's request becomes this node's output (`webhook()`), with
 *   the Webhook node's authentication and IP(s) Whitelist options.
 *
 * The node's output is its input (time waits) or the resuming request (webhook waits).
 */
import type { INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions, INodeType, IWebhookFunctions, IWebhookResponseData } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';
import { checkWebhookAuth, WebhookAuthorizationError } from '../webhook/auth';
import { refuseIfNotWhitelisted } from '../webhook/ip-whitelist';
import { waitDescription } from './description';
import { ownEntry } from '@sdk/values';

/** Waits shorter than this are slept in process instead of being saved. */
export const IN_PROCESS_WAIT_MS = 65_000;
/** n8n's "wait forever" date for webhook waits without a limit. */
export const WAIT_INDEFINITELY = new Date('3000-01-01T00:00:00.000Z');

const UNIT_MS: Record<string, number> = { seconds: 1_000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('The execution was cancelled'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('The execution was cancelled'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function intervalEnd(ctx: IExecuteFunctions, amountName: string, unitName: string): Date {
  const amount = Number(ctx.getNodeParameter(amountName, 0, 1));
  const unit = String(ctx.getNodeParameter(unitName, 0, 'hours') as string);
  const ms = ownEntry(UNIT_MS, unit);
  if (!Number.isFinite(amount) || amount < 0 || ms === undefined) {
    throw new NodeOperationError(ctx.getNode(), `Invalid wait time: ${String(amount)} ${unit}`);
  }
  return new Date(Date.now() + amount * ms);
}

function dateParameter(ctx: IExecuteFunctions, name: string): Date {
  const raw = ctx.getNodeParameter(name, 0, '');
  const date = raw instanceof Date ? raw : new Date(String(raw as string));
  if (Number.isNaN(date.getTime())) throw new NodeOperationError(ctx.getNode(), `[${name}] is not a valid date: ${String(raw as string)}`);
  return date;
}

async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const resume = this.getNodeParameter('resume', 0, 'timeInterval') as string;
  if (resume === 'webhook') {
    let waitTill = WAIT_INDEFINITELY;
    if (this.getNodeParameter('limitWaitTime', 0, false) === true) {
      waitTill =
        this.getNodeParameter('limitType', 0, 'afterTimeInterval') === 'atSpecifiedTime'
          ? dateParameter(this, 'maxDateAndTime')
          : intervalEnd(this, 'resumeAmount', 'resumeUnit');
    }
    await this.putExecutionToWait(waitTill);
    return [items];
  }
  let waitTill: Date;
  if (resume === 'specificTime') waitTill = dateParameter(this, 'dateTime');
  else if (resume === 'timeInterval') waitTill = intervalEnd(this, 'amount', 'unit');
  else throw new NodeOperationError(this.getNode(), `Resuming "${resume}" is not supported.`);

  const left = waitTill.getTime() - Date.now();
  if (left < (this.getInProcessWaitLimit?.() ?? IN_PROCESS_WAIT_MS)) {
    if (left > 0) await sleep(left, this.getExecutionCancelSignal());
    return [items];
  }
  await this.putExecutionToWait(waitTill);
  return [items];
}

async function webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = this.getRequestObject();
  const response = this.getResponseObject();
  const options = (this.getNodeParameter('options', {}) ?? {}) as { ipWhitelist?: string };
  if (refuseIfNotWhitelisted(options.ipWhitelist, request, response)) return { noWebhookResponse: true };
  const authentication = this.getNodeParameter('incomingAuthentication', 'none') as string;
  const type = authentication === 'basicAuth' ? 'httpBasicAuth' : authentication === 'headerAuth' ? 'httpHeaderAuth' : undefined;
  const credential = type === undefined ? undefined : await this.getCredentials<Record<string, unknown>>(type).catch(() => undefined);
  try {
    checkWebhookAuth(authentication, request.headers, credential);
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    response.writeHead(error.statusCode, {
      'content-type': 'text/plain; charset=utf-8',
      ...(error.statusCode === 401 ? { 'www-authenticate': 'Basic realm="Webhook"' } : {}),
    });
    response.end(error.message);
    return { noWebhookResponse: true };
  }
  return {
    workflowData: [
      [{ json: { headers: request.headers as never, params: request.params, query: request.query, body: (request.body ?? {}) as never } }],
    ],
  };
}

export const waitNode: INodeType = {
  description: waitDescription,
  execute,
  webhook,
};
