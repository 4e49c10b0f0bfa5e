import { BehaviorSubject } from 'rxjs';
import { failureMessage, type IRestApi } from '@sdk';
import { SYNC_PAGE_SIZE, type ILdapService, type LdapConfig, type LdapState, type LdapSyncRun } from './api';

const INITIAL: LdapState = { status: 'idle', config: null, runs: [], moreRuns: false, error: null };

/** {@link ILdapService} over the REST client. */
export class LdapService implements ILdapService {
  private readonly subject = new BehaviorSubject<LdapState>(INITIAL);
  readonly state$ = this.subject.asObservable();

  constructor(private readonly rest: IRestApi) {}

  get state(): LdapState {
    return this.subject.value;
  }

  async refresh(): Promise<void> {
    this.subject.next({ ...this.state, status: this.state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const [config, runs] = await Promise.all([this.rest.get<LdapConfig>('/ldap/config'), this.runsPage(0)]);
      this.subject.next({ status: 'ready', config, runs, moreRuns: runs.length === SYNC_PAGE_SIZE, error: null });
    } catch (error) {
      this.subject.next({ ...this.state, status: 'error', error: failureMessage(error) });
    }
  }

  async save(config: LdapConfig): Promise<LdapConfig> {
    const saved = await this.rest.put<LdapConfig>('/ldap/config', { body: config });
    this.subject.next({ ...this.state, config: saved });
    return saved;
  }

  async testConnection(): Promise<void> {
    await this.rest.post('/ldap/test-connection');
  }

  async sync(type: 'dry' | 'live'): Promise<LdapSyncRun> {
    const run = await this.rest.post<LdapSyncRun>('/ldap/sync', { body: { type } });
    const runs = await this.runsPage(0);
    this.subject.next({ ...this.state, runs, moreRuns: runs.length === SYNC_PAGE_SIZE });
    return run;
  }

  async loadMoreRuns(): Promise<void> {
    const page = Math.ceil(this.state.runs.length / SYNC_PAGE_SIZE);
    const more = await this.runsPage(page);
    this.subject.next({ ...this.state, runs: [...this.state.runs, ...more], moreRuns: more.length === SYNC_PAGE_SIZE });
  }

  private runsPage(page: number): Promise<LdapSyncRun[]> {
    return this.rest.get<LdapSyncRun[]>('/ldap/sync', { query: { page: String(page), perPage: String(SYNC_PAGE_SIZE) } });
  }

  dispose(): void {
    this.subject.complete();
  }
}
