import { BehaviorSubject, type Observable } from 'rxjs';
import { createServiceToken, type RestClient } from '@sdk';

/** An installed community package as `GET /community-packages` answers it. */
export interface InstalledPackage {
  readonly packageName: string;
  readonly installedVersion: string;
  readonly authorName?: string;
  readonly installedNodes: ReadonlyArray<{ readonly name: string; readonly type: string; readonly latestVersion: number }>;
  readonly updateAvailable?: string;
  readonly failedLoading?: string;
}

/** The page's list: loading, loaded, or failed with the reason. */
export interface CommunityPackagesState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly packages: readonly InstalledPackage[];
  readonly error?: string;
}

/**
 * The Community nodes page's data and the calls that change it. The page, the install
 * modal and the confirm modal share it; after every change the node type catalogue is
 * fetched again (`afterChange`), so new nodes are in the node creator without a reload.
 */
export interface ICommunityPackagesStore {
  readonly state$: Observable<CommunityPackagesState>;
  readonly state: CommunityPackagesState;
  refresh(): Promise<void>;
  /** `POST /community-packages`: npm installs it on the server; rejects with npm's failure. */
  install(name: string, version?: string): Promise<InstalledPackage>;
  /** `PATCH /community-packages`: updates it to the latest version. */
  update(name: string): Promise<InstalledPackage>;
  /** `DELETE /community-packages?name=`. */
  uninstall(name: string): Promise<void>;
}

/** Token for {@link ICommunityPackagesStore}. */
export const ICommunityPackagesStore = createServiceToken<ICommunityPackagesStore>('ICommunityPackagesStore');

/** {@link ICommunityPackagesStore} over the REST client. */
export class CommunityPackagesStore implements ICommunityPackagesStore {
  private readonly subject = new BehaviorSubject<CommunityPackagesState>({ status: 'loading', packages: [] });
  readonly state$ = this.subject.asObservable();

  constructor(
    private readonly rest: RestClient,
    private readonly afterChange: () => Promise<unknown>,
  ) {}

  get state(): CommunityPackagesState {
    return this.subject.value;
  }

  async refresh(): Promise<void> {
    try {
      this.subject.next({ status: 'ready', packages: await this.rest.get<InstalledPackage[]>('/community-packages') });
    } catch (error) {
      this.subject.next({ status: 'error', packages: this.state.packages, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async install(name: string, version?: string): Promise<InstalledPackage> {
    const installed = await this.rest.post<InstalledPackage>('/community-packages', { body: version ? { name, version } : { name } });
    await this.changed();
    return installed;
  }

  async update(name: string): Promise<InstalledPackage> {
    const updated = await this.rest.patch<InstalledPackage>('/community-packages', { body: { name } });
    await this.changed();
    return updated;
  }

  async uninstall(name: string): Promise<void> {
    await this.rest.delete('/community-packages', { query: { name } });
    await this.changed();
  }

  private async changed(): Promise<void> {
    await Promise.all([this.refresh(), this.afterChange().catch(() => undefined)]);
  }
}
