/**
 * The credential store behind {@link ICredentialsService}: the credential REST calls
 * (docs/server.md "Credentials" and "OAuth"), the list and the types kept as observables.
 */
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { ICredentialsResponse, ICredentialType, IUserResponse, RestClient } from '@sdk';
import type { CredentialEvent, CredentialInput, CredentialTestResult, CredentialWithData, ICredentialsService } from './api';
import { UNNAMED_CREDENTIAL } from './credential-types';

/** Where the credential type file lives: beside the REST base, not under it. */
export function typesUrl(restBaseUrl: string): string {
  return `${restBaseUrl.replace(/\/?[^/]*\/?$/, '')}/types/credentials.json`;
}

/** Reads `GET /types/credentials.json` (a plain array, not wrapped in `{data}`). */
export type TypesLoader = () => Promise<readonly ICredentialType[]>;

/** The loader the browser uses: fetch beside the REST base. */
export function fetchTypes(restBaseUrl: string): TypesLoader {
  return async () => {
    const response = await fetch(typesUrl(restBaseUrl), { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Could not load the credential types (HTTP ${response.status}).`);
    return (await response.json()) as ICredentialType[];
  };
}

function summary(credential: CredentialWithData): ICredentialsResponse {
  const { data: _data, ...rest } = credential;
  return rest as ICredentialsResponse;
}

/** See {@link ICredentialsService}. */
export class CredentialsService implements ICredentialsService {
  private readonly list = new BehaviorSubject<readonly ICredentialsResponse[] | null>(null);
  private readonly typeList = new BehaviorSubject<readonly ICredentialType[] | null>(null);
  private readonly events = new Subject<CredentialEvent>();
  private typeIndex = new Map<string, ICredentialType>();
  private typesLoading: Promise<void> | null = null;

  readonly credentials$: Observable<readonly ICredentialsResponse[] | null> = this.list.asObservable();
  readonly types$: Observable<readonly ICredentialType[] | null> = this.typeList.asObservable();
  readonly events$: Observable<CredentialEvent> = this.events.asObservable();

  constructor(
    private readonly rest: RestClient,
    private readonly typesSource: TypesLoader,
  ) {}

  get credentials(): readonly ICredentialsResponse[] | null {
    return this.list.value;
  }

  async refresh(): Promise<void> {
    await Promise.all([this.loadTypes(), this.reloadList()]);
  }

  private async reloadList(): Promise<void> {
    this.list.next(await this.rest.get<ICredentialsResponse[]>('/credentials'));
  }

  loadTypes(): Promise<void> {
    this.typesLoading ??= this.typesSource().then(
      (types) => {
        this.typeIndex = new Map(types.map((t) => [t.name, t]));
        this.typeList.next(types);
      },
      (error: unknown) => {
        this.typesLoading = null; // let the next refresh try again
        throw error;
      },
    );
    return this.typesLoading;
  }

  getType(name: string): ICredentialType | undefined {
    return this.typeIndex.get(name);
  }

  async newName(credentialType?: string): Promise<string> {
    try {
      const answer = await this.rest.get<{ name?: string }>('/credentials/new', {
        query: credentialType ? { credentialType } : {},
      });
      return answer.name || UNNAMED_CREDENTIAL;
    } catch {
      return UNNAMED_CREDENTIAL;
    }
  }

  get(id: string): Promise<CredentialWithData> {
    return this.rest.get<CredentialWithData>(`/credentials/${encodeURIComponent(id)}`, { query: { includeData: 'true' } });
  }

  async create(input: CredentialInput): Promise<CredentialWithData> {
    const created = await this.rest.post<CredentialWithData>('/credentials', { body: input });
    await this.reloadList().catch(() => undefined);
    this.events.next({ kind: 'created', credential: summary(created) });
    return created;
  }

  async update(id: string, input: CredentialInput): Promise<CredentialWithData> {
    const previousName = this.list.value?.find((c) => c.id === id)?.name ?? input.name;
    const updated = await this.rest.patch<CredentialWithData>(`/credentials/${encodeURIComponent(id)}`, { body: input });
    await this.reloadList().catch(() => undefined);
    this.events.next({ kind: 'updated', credential: summary(updated), previousName });
    return updated;
  }

  async delete(id: string): Promise<void> {
    const known = this.list.value?.find((c) => c.id === id);
    await this.rest.delete(`/credentials/${encodeURIComponent(id)}`);
    await this.reloadList().catch(() => undefined);
    this.events.next({ kind: 'deleted', id, name: known?.name ?? '', type: known?.type ?? '' });
  }

  test(input: { id?: string; type: string; data: Record<string, unknown> }): Promise<CredentialTestResult> {
    return this.rest.post<CredentialTestResult>('/credentials/test', { body: { credentials: input } });
  }

  async share(id: string, userIds: readonly string[]): Promise<void> {
    await this.rest.put(`/credentials/${encodeURIComponent(id)}/share`, { body: { shareWithIds: userIds } });
    await this.reloadList().catch(() => undefined);
  }

  oauthAuthorizationUrl(id: string, version: 1 | 2): Promise<string> {
    return this.rest.get<string>(`/oauth${version}-credential/auth`, { query: { id } });
  }

  users(): Promise<readonly IUserResponse[]> {
    return this.rest.get<IUserResponse[]>('/users');
  }

  /** Completes the streams. */
  dispose(): void {
    this.list.complete();
    this.typeList.complete();
    this.events.complete();
  }
}
