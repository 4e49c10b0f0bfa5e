/**
 * One webhook call, from request to answer: the body is parsed, the node's `webhook()`
 * turns the call into start items (or answers by itself, e.g. 403 for wrong credentials),
 * the execution starts, and the call is answered as the node's "Respond" setting says:
 * at once, with the last node's output, or by a Respond to Webhook node.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IDataObject, INode, INodeExecutionData, IRunData } from '@sdk/workflow';
import type { StartedExecution } from '../engine/execution-service';
import type { INodeType, IWebhookRequest } from '../engine/node-interface';
import type { EngineServices, RunnableWorkflow, RunResult } from '../engine/run-types';
import {
  afterFormRun,
  completionResponse,
  formSettingsOf,
  fromRespondNode,
  hasFormPages,
  isFormType,
  problemResponse,
} from './form-answer';
import { createWebhookContext } from './node-contexts';
import { BodyParseError, parseRequestBody } from './request-body';
import { errorResponse, immediateResponse, lastNodeResponse, writeResponse } from './respond';
import type { ResponseSettings } from './respond';

/** What a call runs against. */
export interface WebhookCallTarget {
  workflow: RunnableWorkflow;
  node: INode;
  nodeType: INodeType;
  mode: 'webhook' | 'manual';
  params: Record<string, string>;
  webhookUrl: string;
  services: EngineServices;
  /** How deeply a JSON body may nest (`SWITCHYARD_JSON_MAX_DEPTH`); deeper ones are answered 400. */
  maxBodyDepth: number;
  /** Starts (or resumes) the execution with the node's output. */
  start(data: INodeExecutionData[][]): Promise<StartedExecution>;
  /** The workflow's execution waiting for the chat session's next message (production calls). */
  waitingChat?(sessionId: string): Promise<string | undefined>;
  /** Resumes a waiting Respond to Chat node with a chat message; undefined when it no longer waits. */
  resumeChat?(executionId: string, message: INodeExecutionData): Promise<StartedExecution | undefined>;
  /** Called once the execution started (test webhooks push `testWebhookReceived`). */
  onStarted?(executionId: string): void;
  /** The signed path of a multi-page form's waiting execution (app/server/webhooks/form-waiting-signature.ts). */
  formWaitingPath?(executionId: string): string;
  /** What the node's expressions read as input and earlier runs (a waiting Form node). */
  inputItems?: INodeExecutionData[];
  runData?: IRunData;
}

/**
 * The status code of the answer: Webhook 2+ keeps it in the options (`responseCode.values`:
 * a code, or "Custom Code" with `customCode`), older versions in `responseCode`, as n8n reads them.
 */
function responseCodeOf(read: (name: string, fallback: unknown) => unknown, options: IDataObject): number {
  const values = (options['responseCode'] as { values?: { responseCode?: unknown; customCode?: unknown } } | undefined)?.values;
  const fromOptions = values ? Number(values.customCode || values.responseCode) : NaN;
  return Number.isFinite(fromOptions) ? fromOptions : Number(read('responseCode', 200));
}

function settingsOf(read: (name: string, fallback: unknown) => unknown): ResponseSettings {
  const options = (read('options', {}) ?? {}) as IDataObject;
  const headers: Record<string, string> = {};
  const entries = (options['responseHeaders'] as { entries?: Array<{ name?: string; value?: string }> } | undefined)?.entries ?? [];
  for (const entry of entries) if (entry.name) headers[entry.name.toLowerCase()] = String(entry.value ?? '');
  const code = responseCodeOf(read, options);
  return {
    responseMode: String(read('responseMode', 'onReceived')),
    responseCode: Number.isInteger(code) && code >= 100 && code <= 599 ? code : 200,
    responseData: String(read('responseData', 'firstEntryJson')),
    responseBinaryPropertyName: String(read('responseBinaryPropertyName', 'data')),
    immediateData: typeof options['responseData'] === 'string' ? options['responseData'] : undefined,
    noResponseBody: options['noResponseBody'] === true,
    responseContentType:
      typeof options['responseContentType'] === 'string' && options['responseContentType'] !== ''
        ? options['responseContentType']
        : undefined,
    responsePropertyName: typeof options['responsePropertyName'] === 'string' ? options['responsePropertyName'] : undefined,
    headers,
  };
}

/**
 * The message of the Respond to Chat node a run waits at for the user's reply. It answers the
 * chat only once the run is stored as waiting, so the reply that follows finds it.
 */
function waitingChatMessage(result: RunResult): string | undefined {
  const { lastNodeExecuted, runData } = result.data.resultData;
  const runs = lastNodeExecuted === undefined ? undefined : runData[lastNodeExecuted];
  const message = runs?.[runs.length - 1]?.data?.['main']?.[0]?.[0]?.sendMessage;
  return typeof message === 'string' ? message : undefined;
}

/** A chat reply the node matched to a waiting execution resumes it; undefined: start a run as usual. */
async function resumedChat(
  target: WebhookCallTarget,
  answer: { resumeExecutionId?: string; workflowData?: INodeExecutionData[][] },
): Promise<StartedExecution | undefined> {
  const message = answer.workflowData?.[0]?.[0];
  if (answer.resumeExecutionId === undefined || message === undefined || target.resumeChat === undefined) return undefined;
  return target.resumeChat(answer.resumeExecutionId, message);
}

/**
 * Thrown by a target's `start` that refuses the call for a reason the caller should read
 * (for example an execution another process resumed first): answered with its status.
 */
export class WebhookCallRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookCallRefused';
  }
}

/** Answers `request` for `target`; the reply is taken over (hijacked). */
export async function handleWebhookCall(target: WebhookCallTarget, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  const method = request.method;
  try {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let parsed;
    try {
      parsed = await parseRequestBody(rawBody, request.headers['content-type'], { maxDepth: target.maxBodyDepth });
    } catch (error) {
      if (error instanceof BodyParseError) return writeResponse(raw, method, errorResponse(400, error.message));
      throw error;
    }
    const webhookRequest: IWebhookRequest = {
      method,
      url: request.url,
      // Node and fastify give these null prototypes, which expressions do not read: copy them.
      headers: { ...request.headers },
      query: { ...(request.query as IDataObject | undefined) },
      params: target.params,
      ip: request.ip,
      ...(request.ips !== undefined ? { ips: request.ips } : {}),
      body: parsed.body,
      rawBody: parsed.rawBody,
      ...(parsed.files !== undefined ? { files: parsed.files } : {}),
    };
    const context = createWebhookContext({ ...target, request: webhookRequest, response: raw });
    const answer = await target.nodeType.webhook!.call(context);
    if (answer.noWebhookResponse === true || raw.headersSent) return;
    if (answer.workflowData === undefined) {
      return writeResponse(raw, method, {
        statusCode: 200,
        headers: {},
        body: answer.webhookResponse ?? { message: 'Webhook call received' },
      });
    }
    const read = (name: string, fallback: unknown) => context.getNodeParameter(name, fallback);
    const settings = settingsOf(read);
    if (answer.responseMode !== undefined) settings.responseMode = answer.responseMode;
    const started = (await resumedChat(target, answer)) ?? (await target.start(answer.workflowData));
    target.onStarted?.(started.executionId);

    if (isFormType(target.nodeType)) {
      const form = formSettingsOf(target.workflow, target.node, read);
      // A form with pages: the browser goes on to the page the execution waits at, if any.
      if (hasFormPages(target.workflow) && target.formWaitingPath !== undefined) {
        return writeResponse(
          raw,
          method,
          afterFormRun(await started.done, started.executionId, form, target.workflow, target.formWaitingPath),
        );
      }
      if (form.responseMode === 'responseNode') {
        let answered = false;
        const stop = target.services.webhookResponses.await(started.executionId, (response) => {
          answered = true;
          writeResponse(raw, method, fromRespondNode(form, response));
        });
        const result = await started.done;
        stop();
        if (!answered)
          writeResponse(
            raw,
            method,
            result.status === 'error' || result.status === 'crashed' ? problemResponse(form) : completionResponse(form),
          );
        return;
      }
      if (form.responseMode === 'lastNode') {
        const result = await started.done;
        return writeResponse(
          raw,
          method,
          result.status === 'error' || result.status === 'crashed' || result.status === 'canceled'
            ? problemResponse(form)
            : completionResponse(form),
        );
      }
      return writeResponse(raw, method, completionResponse(form));
    }

    // The node's own answer (n8n's `webhookResponse`, e.g. send-and-wait's "Got it" page).
    if (settings.responseMode === 'onReceived' && typeof answer.webhookResponse === 'string') {
      return writeResponse(raw, method, {
        statusCode: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: answer.webhookResponse,
      });
    }
    if (settings.responseMode === 'responseNode') {
      let answered = false;
      const stop = target.services.webhookResponses.await(started.executionId, (response) => {
        answered = true;
        writeResponse(raw, method, response);
      });
      const result = await started.done;
      stop();
      if (!answered) {
        const message = result.status === 'waiting' ? waitingChatMessage(result) : undefined;
        writeResponse(
          raw,
          method,
          message !== undefined
            ? { statusCode: 200, headers: {}, body: { output: message } }
            : result.status === 'success' || result.status === 'waiting'
              ? { statusCode: 200, headers: {}, body: { message: 'Workflow executed successfully' } }
              : errorResponse(500, 'Error in workflow'),
        );
      }
      return;
    }
    if (settings.responseMode === 'lastNode') {
      const result = await started.done;
      return writeResponse(raw, method, await lastNodeResponse(settings, result, target.services.binary));
    }
    writeResponse(raw, method, immediateResponse(settings));
  } catch (error) {
    if (error instanceof WebhookCallRefused) return writeResponse(raw, method, errorResponse(error.statusCode, error.message));
    writeResponse(raw, method, errorResponse(500, error instanceof Error ? error.message : 'Error in workflow'));
  }
}
