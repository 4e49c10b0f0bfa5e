import { BehaviorSubject } from 'rxjs';
import { DEFAULT_REST_BASE_URL, failureMessage, type IRestApi } from '@sdk';
import type { ISamlService, SamlConfig, SamlConfigInput, SamlState } from './api';

const INITIAL: SamlState = { status: 'idle', config: null, error: null };

/** {@link ISamlService} over the REST client. */
export class SamlService implements ISamlService {
  private readonly subject = new BehaviorSubject<SamlState>(INITIAL);
  readonly state$ = this.subject.asObservable();

  constructor(
    private readonly rest: IRestApi,
    private readonly restBase: string = DEFAULT_REST_BASE_URL,
  ) {}

  get state(): SamlState {
    return this.subject.value;
  }

  async refresh(): Promise<void> {
    this.subject.next({ ...this.state, status: this.state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const config = await this.rest.get<SamlConfig>('/sso/saml/config');
      this.subject.next({ status: 'ready', config, error: null });
    } catch (error) {
      this.subject.next({ ...this.state, status: 'error', error: failureMessage(error) });
    }
  }

  async save(config: SamlConfigInput): Promise<SamlConfig> {
    return this.keep(await this.rest.post<SamlConfig>('/sso/saml/config', { body: config }));
  }

  async toggle(loginEnabled: boolean): Promise<SamlConfig> {
    return this.keep(await this.rest.post<SamlConfig>('/sso/saml/config/toggle', { body: { loginEnabled } }));
  }

  testUrl(): string {
    return `${this.restBase}/sso/saml/config/test`;
  }

  private keep(config: SamlConfig): SamlConfig {
    this.subject.next({ status: 'ready', config, error: null });
    return config;
  }

  dispose(): void {
    this.subject.complete();
  }
}
