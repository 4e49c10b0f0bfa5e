/**
 * Adapts a node implementation from a community package (or the custom folders) to the
 * engine: the functions it exports get a `this` with the helpers the anchor product's
 * contexts have and the engine's lack (`helpers.request`), and a declarative node (no
 * `execute`, routing in its description) gets an `execute` that runs the routing engine.
 */
import type { INodeTypeDescription } from '@sdk/workflow';
import type { INodeType } from '../engine/node-interface';
import { legacyRequest } from './legacy-request';
import { isDeclarativeDescription } from './routing/request-plan';
import { runDeclarativeNode } from './routing/run-declarative';

type AnyFunction = (this: object, ...args: unknown[]) => unknown;

/** Wraps plain objects as items; an entry with a `json` object is taken as an item already. */
function returnJsonArray(data: unknown): Array<Record<string, unknown>> {
  return (Array.isArray(data) ? data : [data]).map((entry: unknown) => {
    const record = entry as { json?: unknown } | null;
    return record && typeof record.json === 'object' && record.json !== null ? { ...record } : { json: entry };
  });
}

/** Whether the implementation can run: code of its own, or a declarative description. */
export function isRunnable(type: Partial<INodeType>): boolean {
  return Boolean(type.execute ?? type.webhook ?? type.trigger ?? type.poll) || isDeclarativeDescription(type.description);
}

/**
 * The context a package's function sees: the engine's, plus what older packages call that
 * the engine's contexts lack (`helpers.request`, `prepareOutputData`, `sendMessageToUI`).
 */
function compatContext<T extends object>(context: T): T {
  const helpers = (context as { helpers?: Record<string, unknown> }).helpers;
  const adapted = Object.create(context) as Record<string, unknown>;
  if (helpers && typeof helpers.httpRequest === 'function') {
    adapted.helpers = { request: legacyRequest(helpers as never), ...helpers };
    // The anchor's returnJsonArray takes entries that already have `json` as items (no double wrap).
    if (typeof helpers.returnJsonArray === 'function') (adapted.helpers as Record<string, unknown>).returnJsonArray = returnJsonArray;
  }
  adapted.prepareOutputData ??= (items: unknown[], outputIndex = 0) => {
    const outputs: unknown[][] = Array.from({ length: outputIndex + 1 }, () => []);
    outputs[outputIndex] = items;
    return Promise.resolve(outputs);
  };
  // The editor has no browser console channel for node messages; they go nowhere.
  adapted.sendMessageToUI ??= () => undefined;
  return adapted as T;
}

/** Webhook setup methods (`checkExists`, `create`, `delete` per webhook name) with the compatible `this`. */
function adaptWebhookMethods(methods: NonNullable<INodeType['webhookMethods']>): NonNullable<INodeType['webhookMethods']> {
  const adapted: NonNullable<INodeType['webhookMethods']> = {};
  for (const [name, setup] of Object.entries(methods)) {
    const wrapped: Record<string, AnyFunction> = {};
    for (const [key, original] of Object.entries(setup as Record<string, unknown>)) {
      if (typeof original !== 'function') continue;
      wrapped[key] = function (this: object, ...args: unknown[]) {
        return (original as AnyFunction).apply(compatContext(this), args);
      };
    }
    adapted[name] = wrapped;
  }
  return adapted;
}

/** `implementation` with wrapped entry points, answering `description` for its registration. */
export function adaptNodeType(implementation: INodeType, description: INodeTypeDescription): INodeType {
  const adapted = Object.assign(Object.create(implementation) as INodeType, { description });
  for (const key of ['execute', 'poll', 'trigger', 'webhook'] as const) {
    const original = implementation[key] as AnyFunction | undefined;
    if (!original) continue;
    (adapted as unknown as Record<string, AnyFunction>)[key] = function (this: object, ...args: unknown[]) {
      return original.apply(compatContext(this), args);
    };
  }
  if (implementation.webhookMethods) adapted.webhookMethods = adaptWebhookMethods(implementation.webhookMethods);
  if (
    !implementation.execute &&
    !implementation.trigger &&
    !implementation.poll &&
    !implementation.webhook &&
    isDeclarativeDescription(description)
  ) {
    adapted.execute = function (this) {
      return runDeclarativeNode(compatContext(this), description);
    } as INodeType['execute'];
  }
  return adapted;
}
