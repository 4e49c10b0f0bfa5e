/**
 * The central authority of a live session (docs/collaboration.md): it holds the document
 * everyone converges to, gives every accepted batch of operations the next version number and
 * keeps the last steps so that a client that reconnects can catch up. Pure and synchronous; the
 * server wraps it with sockets, permissions and saving.
 */
import type { OperationRegistry } from '../document/operation-registry';
import type { Operation } from '../document/operation';
import type { WorkflowDocument } from '../document/types';
import { applyFitted, followRenames, type Rename } from './rebase';

/** One ordered step: the ops of one client batch as the authority applied them. */
export interface CollabStep {
  /** The document version this step made (the first step makes version 1). */
  readonly v: number;
  /** The client that sent the batch. */
  readonly client: string;
  /** The client's batch number, so the sender recognises its own step as the confirmation. */
  readonly batch: number;
  /** The ops as applied (fitted: unique names, dropped ops left out). */
  readonly ops: ReadonlyArray<Operation>;
}

interface LoggedStep extends CollabStep {
  readonly renames: ReadonlyArray<Rename>;
}

/** What {@link CollabAuthority.submit} answers. */
export type SubmitResult =
  | { readonly kind: 'step'; readonly step: CollabStep; readonly dropped: ReadonlyArray<Operation> }
  /** The batch was applied before (a client resending after a reconnect). */
  | { readonly kind: 'duplicate' }
  /** The batch is based on a version older than the kept steps: the client has to reload. */
  | { readonly kind: 'too-old' }
  /** The batch claims a version the authority never made. */
  | { readonly kind: 'invalid'; readonly reason: string };

/** How many steps an authority keeps for clients that catch up. */
export const STEP_LOG_LIMIT = 2_000;

/** Orders the operations of one shared document. */
export class CollabAuthority {
  private current: WorkflowDocument;
  private currentVersion: number;
  private readonly log: LoggedStep[] = [];
  private readonly lastBatch = new Map<string, number>();

  constructor(
    private readonly registry: OperationRegistry,
    doc: WorkflowDocument,
    version = 0,
    private readonly logLimit = STEP_LOG_LIMIT,
  ) {
    this.current = doc;
    this.currentVersion = version;
  }

  /** The authoritative document. */
  get doc(): WorkflowDocument {
    return this.current;
  }

  /** The version of {@link doc}: how many steps were ordered. */
  get version(): number {
    return this.currentVersion;
  }

  /**
   * Orders a batch a client made on top of version `base`: the ops are rebased over the steps
   * ordered since (other clients' renames followed), fitted to the current document and applied.
   */
  submit(client: string, batch: number, base: number, ops: ReadonlyArray<Operation>): SubmitResult {
    if (!Number.isInteger(base) || base < 0 || base > this.currentVersion) {
      return { kind: 'invalid', reason: `Version ${base} is not one this session made (it is at ${this.currentVersion}).` };
    }
    if (batch <= (this.lastBatch.get(client) ?? 0)) return { kind: 'duplicate' };
    const concurrent = this.stepsAfter(base);
    if (concurrent === null) return { kind: 'too-old' };
    let rebased = [...ops];
    for (const step of concurrent) {
      if (step.client === client || step.renames.length === 0) continue;
      rebased = rebased.map((operation) => followRenames(this.registry, operation, step.renames));
    }
    const applied = applyFitted(this.registry, this.current, rebased);
    this.current = applied.doc;
    this.currentVersion++;
    this.lastBatch.set(client, batch);
    const step: LoggedStep = { v: this.currentVersion, client, batch, ops: applied.ops, renames: applied.renames };
    this.log.push(step);
    if (this.log.length > this.logLimit) this.log.splice(0, this.log.length - this.logLimit);
    return { kind: 'step', step: publicStep(step), dropped: applied.dropped };
  }

  /**
   * Takes `doc` as the truth (a save made outside the session: a version restored, a save through
   * the API). It counts as one more version; the earlier steps are forgotten, so a client behind
   * it starts over from the whole document.
   */
  replace(doc: WorkflowDocument): void {
    this.current = doc;
    this.currentVersion++;
    this.log.length = 0;
  }

  /** The steps after `version`, for a client catching up; null when they are no longer kept. */
  since(version: number): CollabStep[] | null {
    return this.stepsAfter(version)?.map(publicStep) ?? null;
  }

  private stepsAfter(version: number): LoggedStep[] | null {
    if (version > this.currentVersion) return null;
    if (version === this.currentVersion) return [];
    const first = this.log[0];
    if (first === undefined || first.v > version + 1) return null;
    return this.log.slice(version + 1 - first.v);
  }
}

function publicStep(step: LoggedStep): CollabStep {
  return { v: step.v, client: step.client, batch: step.batch, ops: step.ops };
}
