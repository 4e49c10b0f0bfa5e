/**
 * Reads the version list once the settings say where it is (`versionNotifications`): `GET
 * <endpoint><this version>` with the instance id header, as the anchor product's endpoint
 * expects. An unreachable or malformed list leaves the notices empty; nothing waits for it.
 */
import { BehaviorSubject, filter, take, type Observable } from 'rxjs';
import { createRestClient, type FetchLike, type IDisposable, type IFrontendSettings } from '@sdk';
import type { IVersionNoticesService, VersionNotices } from './api';
import { newerReleases, parseVersionList, releaseOf } from './versions';

/** How long the version list may take. */
export const VERSION_LIST_TIMEOUT_MS = 5_000;

/** Follows the settings, asks the endpoint once, and publishes what it said. */
export class VersionNoticesService implements IVersionNoticesService, IDisposable {
  private readonly subject = new BehaviorSubject<VersionNotices | null>(null);
  readonly notices$: Observable<VersionNotices | null> = this.subject.asObservable();
  private readonly subscription;

  constructor(settings$: Observable<IFrontendSettings | null>, fetch?: FetchLike) {
    this.subscription = settings$
      .pipe(
        filter((s): s is IFrontendSettings => s !== null),
        take(1),
      )
      .subscribe((settings) => void this.load(settings, fetch));
  }

  get notices(): VersionNotices | null {
    return this.subject.value;
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.subject.complete();
  }

  private async load(settings: IFrontendSettings, fetch?: FetchLike): Promise<void> {
    const { enabled, endpoint, infoUrl } = settings.versionNotifications;
    if (!enabled || endpoint === '') return;
    const current = settings.versionCli;
    try {
      const client = createRestClient({ baseUrl: endpoint, credentials: 'omit', ...(fetch ? { fetch } : {}) });
      const answer = await client.get(encodeURIComponent(current), {
        headers: { 'n8n-instance-id': settings.instanceId },
        signal: AbortSignal.timeout(VERSION_LIST_TIMEOUT_MS),
      });
      const list = parseVersionList(answer);
      this.subject.next({ current, currentRelease: releaseOf(list, current), newer: newerReleases(list, current), infoUrl });
    } catch {
      // No notice is better than a broken page: the endpoint is someone else's service.
    }
  }
}
