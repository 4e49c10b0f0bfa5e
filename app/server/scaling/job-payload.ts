/**
 * A queued execution's job data, both ways. The workflow travels apart from the rest of the
 * run request and without its static data: every call of an unchanged workflow then sends
 * the same text, which the sending process encodes once per workflow object and a worker
 * decodes once per text. Sharing the decoded nodes is what lets a worker reuse its per-node
 * work between runs (filled-in parameters, webhook context parts), as a regular-mode process
 * does for an active workflow. Static data, which runs may change, is sent with each job.
 */
import type { StartExecution } from '../engine/execution-service';
import type { RunnableWorkflow } from '../engine/run-types';
import { decodeWire, encodeWire } from './wire-codec';

/** A job's data: the recorded execution and the run request, in wire JSON. */
export interface ExecutionJobData {
  executionId: string;
  /** The run request without its workflow, plus the workflow's static data. */
  request: string;
  /** The workflow to run, without its static data. */
  workflow: string;
  /** The bus id of the process that queued the run, which holds the webhook's HTTP request. */
  origin: string;
}

type WireRequest = Omit<StartExecution, 'workflow'> & { staticData?: RunnableWorkflow['staticData'] };

/** How many decoded workflows a worker keeps (the least recently used go first). */
const DECODED_WORKFLOWS = 64;
/** Texts longer than this are decoded each time: keeping them would pin too much memory. */
const LARGEST_KEPT_TEXT = 1_000_000;

/** Encodes jobs, once per workflow object. */
export class JobEncoder {
  private readonly texts = new WeakMap<RunnableWorkflow, string>();

  encode(executionId: string, request: StartExecution, origin: string): ExecutionJobData {
    const { workflow, ...rest } = request;
    const wire: WireRequest = { ...rest, staticData: workflow.staticData };
    return { executionId, request: encodeWire(wire), workflow: this.workflowText(workflow), origin };
  }

  private workflowText(workflow: RunnableWorkflow): string {
    let text = this.texts.get(workflow);
    if (text === undefined) {
      const { staticData: _left, ...shape } = workflow;
      this.texts.set(workflow, (text = encodeWire(shape)));
    }
    return text;
  }
}

/** Decodes jobs, keeping the most recently used workflows decoded. */
export class JobDecoder {
  private readonly workflows = new Map<string, RunnableWorkflow>();

  decode(data: ExecutionJobData): StartExecution {
    const { staticData, ...rest } = decodeWire<WireRequest>(data.request);
    const shape = this.workflow(data.workflow);
    // A fresh top-level object per run: static data is the run's own; nodes are shared.
    return { ...rest, workflow: staticData === undefined ? { ...shape } : { ...shape, staticData } };
  }

  private workflow(text: string): RunnableWorkflow {
    const kept = this.workflows.get(text);
    if (kept !== undefined) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.workflows.delete(text);
      this.workflows.set(text, kept);
      return kept;
    }
    const decoded = decodeWire<RunnableWorkflow>(text);
    if (text.length <= LARGEST_KEPT_TEXT) {
      this.workflows.set(text, decoded);
      if (this.workflows.size > DECODED_WORKFLOWS) this.workflows.delete(this.workflows.keys().next().value!);
    }
    return decoded;
  }
}
