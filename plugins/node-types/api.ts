import type { Observable } from 'rxjs';
import { createServiceToken, type INodeTypeDescription, type NodeTypeLookup } from '@sdk';

/**
 * Where the node type catalogue stands: `loading` until `/types/nodes.json`
 * has answered, `ready` with the descriptions, or `error` with the reason
 * (the list is then empty; nothing is made up in its place).
 */
export interface NodeTypesState {
  /** Loading, loaded, or failed. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The installed descriptions (one entry per description the server lists). */
  readonly types: readonly INodeTypeDescription[];
  /** Why loading failed, when `status` is `error`. */
  readonly error?: string;
}

/**
 * The node types installed on the server, loaded once from
 * `GET /types/nodes.json` (n8n's `INodeTypeDescription` list). Lookups before
 * the load finishes return null / empty lists; watch `ready$` or `state$`.
 */
export interface INodeTypesService {
  /** The catalogue state; emits the current one on subscribe and after every change. */
  readonly state$: Observable<NodeTypesState>;
  /** The catalogue state now. */
  readonly state: NodeTypesState;
  /** True once the catalogue has loaded; emits the current value on subscribe. */
  readonly ready$: Observable<boolean>;
  /** Loads the catalogue (only the first call fetches; later calls share that result). */
  load(): Promise<readonly INodeTypeDescription[]>;
  /** Fetches the catalogue again, e.g. after a community package was installed. */
  reload(): Promise<readonly INodeTypeDescription[]>;
  /**
   * The description of `type` at `version`; without a version, the description
   * with the highest version. Null when unknown (or not loaded yet).
   */
  get(type: string, version?: number): INodeTypeDescription | null;
  /**
   * Every installed type once (its newest description), in the server's order.
   * Hidden types are included; filter on `hidden` for pickers.
   */
  list(): readonly INodeTypeDescription[];
  /** Whether the type (newest description, or at `version`) starts workflows. False when unknown. */
  isTrigger(type: string, version?: number): boolean;
  /** A lookup for the sdk's node helpers (`NodeTypeLookup`), live over the loaded catalogue. */
  readonly lookup: NodeTypeLookup;
}

/** Token for {@link INodeTypesService}. */
export const INodeTypesService = createServiceToken<INodeTypesService>('INodeTypesService');

/** The catalogue's path, relative to the editor's origin (not the REST base). */
export const NODE_TYPES_PATH = '/types/nodes.json';

/** Well-known node type names the editor itself relies on. */
export const MANUAL_TRIGGER_NODE_TYPE = 'n8n-nodes-base.manualTrigger';
