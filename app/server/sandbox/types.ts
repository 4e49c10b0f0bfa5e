/**
 * The Code node sandbox service: runs user JavaScript in a fresh isolated-vm
 * context inside a long-lived child process, with time, memory and output limits
 * and the module allow-list (settings may allow more, never the blocked built-ins).
 * See docs/security.md ("Code node").
 *
 * @module
 */
import type { IAllowedModules } from '@sdk/settings/types';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';

/** How the Code node runs the code (n8n's `mode` parameter). */
export type CodeMode = 'runOnceForAllItems' | 'runOnceForEachItem';

/** Per-run limits; every field has a default (see {@link DEFAULT_SANDBOX_LIMITS}). */
export interface SandboxLimits {
  /** Wall-clock time for the whole run (all items), in milliseconds. */
  timeoutMs: number;
  /** Heap of the isolate that runs the code, in MiB (isolated-vm's `memoryLimit`, at least 8). */
  memoryMb: number;
  /** Largest output (items, console and custom data as JSON text), in characters. */
  maxOutputChars: number;
  /** Most console messages kept per run; later ones are dropped with one notice. */
  maxConsoleMessages: number;
  /** Most console characters kept per run. */
  maxConsoleChars: number;
}

/** Defaults; a request may lower or raise them, `CodeSandboxOptions.maxLimits` caps them. */
export const DEFAULT_SANDBOX_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  timeoutMs: 60_000,
  memoryMb: 256,
  maxOutputChars: 128 * 1024 * 1024,
  maxConsoleMessages: 1000,
  maxConsoleChars: 1024 * 1024,
});

/** Output of another node, for `$('Name')` and `$node['Name']` inside the code. */
export interface SandboxNodeData {
  /**
   * The node's main outputs (one item list per output) by run index. The latest run
   * is always there; earlier runs only when the code may ask for one
   * (`all(branch, run)`, `$items(name, branch, run)`) or a paired item lies in one.
   */
  runs: Record<number, INodeExecutionData[][]>;
  /**
   * For each input item of the Code node, where its paired item in this node is:
   * `[runIndex, outputIndex, itemIndex]`, or a message saying why there is none. Absent:
   * `$('Name').item` fails with n8n's "Paired item data ... is unavailable".
   */
  paired?: Array<[number, number, number] | string>;
  /** The node's parameters (`$('Name').params`). */
  parameters?: IDataObject;
  /** The node's context in the execution (`$('Name').context`). */
  context?: IDataObject;
  /** False for a node that exists but has not run (only its parameters and context are given). */
  executed?: false;
  /** The latest run: the one read when no run is named (`$('Name').runIndex`). */
  runIndex: number;
  /**
   * The output read when no branch is named (`$('Name').all()`, `$node['Name']`): the
   * one through which the Code node is reached, as in expressions. Absent: 0.
   */
  branch?: number;
}

/** One console call made by the code, returned for the editor's browser console. */
export interface SandboxConsoleMessage {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  message: string;
}

/** One run of a Code node. */
export interface CodeSandboxRequest {
  /** The user's JavaScript (the body of an async function; `return` gives the output). */
  code: string;
  mode: CodeMode;
  /**
   * Runs the code as one of n8n's nodes before Code: 'function' (Function: once, with a
   * mutable `items` array and `$item(i)`; returns items) or 'functionItem' (Function
   * Item: once per item, `item` is the item's JSON, binary through `getBinaryData()`
   * / `setBinaryData()`; returns the JSON). Their result rules and messages differ
   * from the Code node's.
   */
  legacy?: 'function' | 'functionItem';
  /** The node's input items. Inside, each gets `pairedItem: {item: index}`. */
  items: INodeExecutionData[];
  /** The running node (`$nodeVersion`, `$parameter`, `$getNodeParameter`). */
  node: { name: string; type: string; typeVersion: number; parameters?: IDataObject };
  /** Names of every node of the workflow (to tell "not executed" from "no such node"). */
  nodeNames?: string[];
  /** Data of executed nodes the code may read with `$('Name')`; only what the code needs. */
  nodes?: Record<string, SandboxNodeData>;
  /** `$workflow`. */
  workflow?: { id?: string; name?: string; active?: boolean };
  /** `$execution`; `customData` changes come back in the result. */
  execution?: { id?: string; mode?: 'test' | 'production'; resumeUrl?: string; customData?: Record<string, string> };
  /** `$prevNode`. */
  prevNode?: { name?: string; outputIndex?: number; runIndex?: number };
  /** `$runIndex`. */
  runIndex?: number;
  /** IANA zone of `$now`, `$today` and `DateTime` (Luxon's default zone inside). */
  timezone?: string;
  /** `$vars`. */
  variables?: Record<string, string | number | boolean>;
  /** `$getWorkflowStaticData('global' | 'node')`; changes come back in the result. */
  staticData?: { global: IDataObject; node: IDataObject };
  /** Each-item mode: a failing item becomes `{json: {error}}` instead of failing the run. */
  continueOnFail?: boolean;
  /** Modules `require` may load (settings.allowedModules); the blocked list always wins. */
  allowedModules?: IAllowedModules;
  /** Limits for this run (capped by the sandbox's `maxLimits`). */
  limits?: Partial<SandboxLimits>;
  /** Aborting it stops the code at once (execution stopped or timed out). */
  signal?: AbortSignal;
  /**
   * Whose run this is, for fair scheduling (a user id); runs of one owner never take
   * every isolate. The workflow id (else the execution id) when not given.
   */
  owner?: string;
}

/** A successful run. */
export interface CodeSandboxResult {
  /** The output items, normalised like n8n's Code node. */
  items: INodeExecutionData[];
  /** What the code wrote with `console.*`. */
  console: SandboxConsoleMessage[];
  /** `$execution.customData` after the run. */
  customData: Record<string, string>;
  /** Static data after the run, when the code read it. */
  staticData?: { global: IDataObject; node: IDataObject };
}

/**
 * Why a run failed: 'code' (the code threw), 'validation' (it returned the
 * wrong shape), 'timeout', 'memory', 'output' (too large), 'crashed' (the
 * sandbox process died), 'unavailable' (the sandbox was disposed), 'canceled'
 * (the request's signal aborted: the execution was stopped).
 */
export type CodeSandboxFailureKind = 'code' | 'validation' | 'timeout' | 'memory' | 'output' | 'crashed' | 'unavailable' | 'canceled';

/** A failed run, with n8n's message (`TypeError: x is not a function [line 2]`). */
export class CodeSandboxError extends Error {
  readonly kind: CodeSandboxFailureKind;
  readonly description?: string;
  /** Each-item mode: the item whose run failed. */
  readonly itemIndex?: number;
  /** The line of the user's code, when known. */
  readonly lineNumber?: number;
  /** Console output written before the failure. */
  readonly console: SandboxConsoleMessage[];

  /**
   * @param failure - what the sandbox reported
   * @param console - console output captured before the failure
   */
  constructor(
    failure: { kind: CodeSandboxFailureKind; message: string; description?: string; itemIndex?: number; lineNumber?: number },
    console: SandboxConsoleMessage[] = [],
  ) {
    super(failure.message);
    this.name = 'CodeSandboxError';
    this.kind = failure.kind;
    if (failure.description !== undefined) this.description = failure.description;
    if (failure.itemIndex !== undefined) this.itemIndex = failure.itemIndex;
    if (failure.lineNumber !== undefined) this.lineNumber = failure.lineNumber;
    this.console = console;
  }
}

/** Runs Code node JavaScript away from the server. */
export interface ICodeSandbox {
  /**
   * Runs the code once (all-items mode) or once per item (each-item mode) in a
   * fresh context. Rejects with a {@link CodeSandboxError} when the code throws,
   * returns the wrong shape, runs out of time or memory, or the sandbox process dies;
   * the sandbox stays usable afterwards.
   */
  run(request: CodeSandboxRequest): Promise<CodeSandboxResult>;
  /** Stops the worker processes; pending runs fail with kind 'unavailable'. */
  dispose(): Promise<void>;
}

/** Token under which the server registers its {@link ICodeSandbox}. */
export const ICodeSandbox = Symbol.for('switchyard.ICodeSandbox');

/** Options of the sandbox service. */
export interface CodeSandboxOptions {
  /** Worker processes (each runs `isolatesPerWorker` isolates on threads). Default 2, at most 64. */
  workers?: number;
  /** Isolates per worker, i.e. runs executing at the same time in one worker. Default 2. */
  isolatesPerWorker?: number;
  /** Defaults for runs that give no limits. */
  limits?: Partial<SandboxLimits>;
  /** Upper bounds on the limits a request may ask for. */
  maxLimits?: Partial<SandboxLimits>;
  /** Heap of each worker process's main thread, in MiB (it holds inputs and outputs in transit). */
  workerHeapMb?: number;
  /** Modules for requests that name none (the server passes settings.allowedModules). */
  allowedModules?: IAllowedModules;
}
