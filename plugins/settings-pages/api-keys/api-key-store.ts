import { BehaviorSubject, type Observable } from 'rxjs';
import { createServiceToken, type RestClient } from '@sdk';

/** Where the signed-in user's API key stands. */
export interface ApiKeyState {
  /** `loading` until the first answer; `disabled` while the server's public API is off. */
  readonly status: 'loading' | 'ready' | 'disabled' | 'error';
  /** The key's masked form (`sy_api_****abcd`), or null when there is none. */
  readonly masked: string | null;
  /** The key just made: shown this once, until the page is left or the key deleted. */
  readonly created: string | null;
  /** Why loading failed. */
  readonly error?: string;
}

/** The API page's data (`GET`, `POST`, `DELETE /me/api-key`), shared by the page and the commands. */
export interface IApiKeyService {
  readonly state$: Observable<ApiKeyState>;
  readonly state: ApiKeyState;
  /** Asks the server whether a key exists. */
  refresh(): Promise<void>;
  /** Makes a new key (the old one stops working) and keeps it in `created` to be shown once. */
  create(): Promise<string>;
  /** Deletes the key. */
  remove(): Promise<void>;
  /** Forgets the key shown once (the page was left). */
  forgetCreated(): void;
}

/** Token for {@link IApiKeyService}. */
export const IApiKeyService = createServiceToken<IApiKeyService>('IApiKeyService');

/** {@link IApiKeyService} over the REST client. */
export class ApiKeyService implements IApiKeyService {
  private readonly subject = new BehaviorSubject<ApiKeyState>({ status: 'loading', masked: null, created: null });
  readonly state$ = this.subject.asObservable();

  constructor(private readonly rest: RestClient) {}

  get state(): ApiKeyState {
    return this.subject.value;
  }

  private set(next: Partial<ApiKeyState>): void {
    this.subject.next({ ...this.subject.value, ...next });
  }

  async refresh(): Promise<void> {
    try {
      const { apiKey } = await this.rest.get<{ apiKey: string | null }>('/me/api-key');
      this.set({ status: 'ready', masked: apiKey, error: undefined });
    } catch (error) {
      const status = (error as { httpStatusCode?: number }).httpStatusCode;
      if (status === 404) this.set({ status: 'disabled', masked: null, created: null });
      else this.set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  }

  async create(): Promise<string> {
    const { apiKey } = await this.rest.post<{ apiKey: string }>('/me/api-key');
    this.set({ status: 'ready', created: apiKey, masked: maskKey(apiKey) });
    return apiKey;
  }

  async remove(): Promise<void> {
    await this.rest.delete('/me/api-key');
    this.set({ status: 'ready', masked: null, created: null });
  }

  forgetCreated(): void {
    if (this.subject.value.created !== null) this.set({ created: null });
  }
}

/** The masked form the server shows for a key: its prefix and last four characters. */
export function maskKey(key: string): string {
  const prefix = key.startsWith('sy_api_') ? 'sy_api_' : '';
  return `${prefix}****${key.slice(-4)}`;
}
