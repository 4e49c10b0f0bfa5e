/**
 * The server's event bus: services that sign people in, change users, workflows and
 * credentials or run workflows emit what happened; listeners (log streaming) take it. The
 * bus only fans out; it never waits for a listener and a failing listener never reaches
 * the emitter.
 */
import { randomUUID } from 'node:crypto';
import { levelOf, type EventLevel, type EventName } from './event-names';

/** One event as destinations receive it (the shape of n8n's event messages). */
export interface EventMessage {
  /** `$$EventMessageAudit`, `$$EventMessageWorkflow`, `$$EventMessageNode` or `$$EventMessageConfirm`-like test type. */
  readonly __type: string;
  readonly id: string;
  /** When it happened, ISO 8601. */
  readonly ts: string;
  readonly eventName: EventName;
  readonly level: EventLevel;
  /** The event name again, as n8n's messages carry it. */
  readonly message: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Who did it, as events name them. */
export interface EventActor {
  readonly id: string;
  readonly email?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly role?: string;
}

/** The payload fields naming the acting user (n8n's `userId`, `_email`, `_firstName`, ...). */
export function actorFields(user: EventActor | undefined): Record<string, unknown> {
  if (user === undefined) return {};
  return {
    userId: user.id,
    _email: user.email ?? undefined,
    _firstName: user.firstName ?? undefined,
    _lastName: user.lastName ?? undefined,
    globalRole: user.role,
  };
}

/** What emitters see of the bus. */
export interface IEventSink {
  emit(name: EventName, payload: Record<string, unknown>): void;
}

/** A listener; it is called synchronously and must not throw (errors are dropped). */
export type EventListener = (message: EventMessage) => void;

function typeOf(name: EventName): string {
  if (name.startsWith('n8n.audit.')) return '$$EventMessageAudit';
  if (name.startsWith('n8n.workflow.')) return '$$EventMessageWorkflow';
  if (name.startsWith('n8n.node.')) return '$$EventMessageNode';
  return '$$EventMessageGeneric';
}

/** Builds the message of one event. */
export function eventMessage(name: EventName, payload: Record<string, unknown>, now = new Date()): EventMessage {
  const clean = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
  return {
    __type: typeOf(name),
    id: randomUUID(),
    ts: now.toISOString(),
    eventName: name,
    level: levelOf(name),
    message: name,
    payload: clean,
  };
}

/** The bus; one per server. */
export class EventBus implements IEventSink {
  private readonly listeners = new Set<EventListener>();

  emit(name: EventName, payload: Record<string, unknown>): void {
    if (this.listeners.size === 0) return;
    const message = eventMessage(name, payload);
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch {
        // A listener's failure is its own; the emitter's work is done.
      }
    }
  }

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** A sink that drops everything (services built without a bus, in unit tests). */
export const NO_EVENTS: IEventSink = { emit: () => undefined };
