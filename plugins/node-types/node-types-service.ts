import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { createNodeTypeLookup, isTriggerNodeType, type INodeTypeDescription, type IDisposable, type NodeTypeLookup } from '@sdk';
import { NODE_TYPES_PATH, type INodeTypesService, type NodeTypesState } from './api';
import { latestVersion } from '@sdk';

/** Options of {@link NodeTypesService}. */
export interface NodeTypesServiceOptions {
  /** Where the catalogue lives; `/types/nodes.json` by default. Absolute in tests. */
  readonly url?: string;
  /** The fetch to use; the global one by default. */
  readonly fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

function isDescription(value: unknown): value is INodeTypeDescription {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['name'] === 'string' && (typeof v['version'] === 'number' || Array.isArray(v['version']));
}

/** Loads `/types/nodes.json` once and answers lookups over it. */
export class NodeTypesService implements INodeTypesService, IDisposable {
  private readonly subject = new BehaviorSubject<NodeTypesState>({ status: 'loading', types: [] });
  private pending: Promise<readonly INodeTypeDescription[]> | null = null;
  private byVersion: NodeTypeLookup = () => null;
  private newest = new Map<string, INodeTypeDescription>();

  readonly state$: Observable<NodeTypesState> = this.subject.asObservable();
  readonly ready$: Observable<boolean> = this.subject.pipe(
    map((s) => s.status === 'ready'),
    distinctUntilChanged(),
  );
  readonly lookup: NodeTypeLookup = (type, version) => this.byVersion(type, version);

  constructor(private readonly options: NodeTypesServiceOptions = {}) {}

  get state(): NodeTypesState {
    return this.subject.value;
  }

  load(): Promise<readonly INodeTypeDescription[]> {
    this.pending ??= this.fetchCatalogue();
    return this.pending;
  }

  reload(): Promise<readonly INodeTypeDescription[]> {
    this.pending = this.fetchCatalogue();
    return this.pending;
  }

  get(type: string, version?: number): INodeTypeDescription | null {
    if (version === undefined) return this.newest.get(type) ?? null;
    return this.byVersion(type, version) ?? null;
  }

  list(): readonly INodeTypeDescription[] {
    return [...this.newest.values()];
  }

  isTrigger(type: string, version?: number): boolean {
    return isTriggerNodeType(this.get(type, version));
  }

  dispose(): void {
    this.subject.complete();
  }

  private async fetchCatalogue(): Promise<readonly INodeTypeDescription[]> {
    if (this.subject.value.status !== 'loading') this.subject.next({ ...this.subject.value, status: 'loading' });
    try {
      const fetchFn = this.options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
      const url = this.options.url ?? NODE_TYPES_PATH;
      const response = await fetchFn(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const body: unknown = await response.json();
      const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
      if (!Array.isArray(list)) throw new Error(`GET ${url} did not return a list of node types`);
      const types = list.filter(isDescription);
      this.index(types);
      this.subject.next({ status: 'ready', types });
      return types;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.index([]);
      this.subject.next({ status: 'error', types: [], error: message });
      this.pending = null; // a later load() tries again
      throw error;
    }
  }

  private index(types: readonly INodeTypeDescription[]): void {
    this.byVersion = createNodeTypeLookup(types);
    const newest = new Map<string, INodeTypeDescription>();
    for (const description of types) {
      const known = newest.get(description.name);
      if (!known || latestVersion(description) > latestVersion(known)) newest.set(description.name, description);
    }
    this.newest = newest;
  }
}
