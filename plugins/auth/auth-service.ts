import { BehaviorSubject, combineLatest, distinctUntilChanged, map, of, shareReplay, type Observable, type Subscription } from 'rxjs';
import { isResponseError, type IRestApi, type ISettingsService, type IUserResponse } from '@sdk';
import type { AuthState, IAuthService, InviteIds, OwnerSetupDetails, PreSetupCounts, ResolvedInvite, SignupDetails } from './api';

/** Whether a thrown value is the server saying "not signed in". */
export function isUnauthorized(error: unknown): boolean {
  return isResponseError(error) && error.httpStatusCode === 401;
}

/**
 * The accounts REST contract of docs/server.md over the shell's REST client.
 * Holds who is signed in; the views and the route guard read it.
 */
export class AuthService implements IAuthService {
  private readonly subject = new BehaviorSubject<AuthState>({ status: 'loading', user: null });
  /** Set once setup is done or skipped in this tab, before the settings catch up. */
  private readonly setupSettled = new BehaviorSubject(false);
  private refreshSeq = 0;

  readonly state$: Observable<AuthState> = this.subject.asObservable();
  readonly user$: Observable<IUserResponse | null> = this.subject.pipe(
    map((s) => s.user),
    distinctUntilChanged(),
  );
  readonly setupPending$: Observable<boolean | undefined>;
  private setupPendingNow: boolean | undefined = undefined;
  private readonly setupPendingSub: Subscription;

  constructor(
    private readonly rest: IRestApi,
    private readonly settings: ISettingsService | null,
  ) {
    const showSetup$ = settings
      ? settings.settings$.pipe(map((s) => (s === null ? undefined : s.userManagement?.showSetupOnFirstLoad === true)))
      : of(false);
    this.setupPending$ = combineLatest([showSetup$, this.setupSettled]).pipe(
      map(([show, settled]) => (settled ? false : show)),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    // Kept hot so `setupPending` is synchronous for the route guard.
    this.setupPendingSub = this.setupPending$.subscribe((value) => (this.setupPendingNow = value));
  }

  /** Stops following the settings; the plugin calls it when it unloads. */
  dispose(): void {
    this.setupPendingSub.unsubscribe();
    this.subject.complete();
    this.setupSettled.complete();
  }

  get state(): AuthState {
    return this.subject.value;
  }

  get currentUser(): IUserResponse | null {
    return this.subject.value.user;
  }

  get loaded(): boolean {
    return this.subject.value.status === 'ready';
  }

  get setupPending(): boolean | undefined {
    return this.setupPendingNow;
  }

  private setUser(user: IUserResponse | null): void {
    // Any answer that says who is signed in makes an older refresh stale.
    this.refreshSeq++;
    this.subject.next({ status: 'ready', user });
  }

  async refresh(): Promise<IUserResponse | null> {
    const seq = ++this.refreshSeq;
    try {
      const user = await this.rest.get<IUserResponse>('/login');
      if (seq === this.refreshSeq) this.subject.next({ status: 'ready', user });
      return user;
    } catch (error) {
      if (isUnauthorized(error)) {
        if (seq === this.refreshSeq) this.subject.next({ status: 'ready', user: null });
        return null;
      }
      if (seq === this.refreshSeq) this.subject.next({ status: 'error', user: this.subject.value.user });
      throw error;
    }
  }

  async login(email: string, password: string): Promise<IUserResponse> {
    const user = await this.rest.post<IUserResponse>('/login', { body: { email: email.trim(), password } });
    this.setUser(user);
    return user;
  }

  async logout(): Promise<void> {
    try {
      await this.rest.post('/logout');
    } catch (error) {
      // Without a session there is nobody to sign out: that is the outcome asked for.
      if (!isUnauthorized(error)) throw error;
    }
    this.setUser(null);
  }

  preSetup(): Promise<PreSetupCounts> {
    return this.rest.get<PreSetupCounts>('/owner/pre-setup');
  }

  async setupOwner(details: OwnerSetupDetails): Promise<IUserResponse> {
    const user = await this.rest.post<IUserResponse>('/owner/setup', {
      body: { ...details, email: details.email.trim(), firstName: details.firstName.trim(), lastName: details.lastName.trim() },
    });
    this.setupSettled.next(true);
    this.setUser(user);
    this.reloadSettings();
    return user;
  }

  async skipSetup(): Promise<void> {
    await this.rest.post('/owner/skip-setup');
    this.setupSettled.next(true);
    this.reloadSettings();
  }

  resolveSignupToken({ inviterId, inviteeId, token }: InviteIds): Promise<ResolvedInvite> {
    return this.rest.get<ResolvedInvite>('/resolve-signup-token', { query: { inviterId, inviteeId, token } });
  }

  async signup({ inviteeId, inviterId, token, firstName, lastName, password }: SignupDetails): Promise<IUserResponse> {
    const user = await this.rest.post<IUserResponse>(`/users/${encodeURIComponent(inviteeId)}`, {
      body: { inviterId, token, firstName: firstName.trim(), lastName: lastName.trim(), password },
    });
    this.setUser(user);
    return user;
  }

  async forgotPassword(email: string): Promise<void> {
    await this.rest.post('/forgot-password', { body: { email: email.trim() } });
  }

  async resolvePasswordToken(token: string): Promise<void> {
    await this.rest.get('/resolve-password-token', { query: { token } });
  }

  async changePassword(token: string, password: string): Promise<void> {
    await this.rest.post('/change-password', { body: { token, password } });
  }

  /** The settings change with setup (showSetupOnFirstLoad); a failed reload costs nothing here. */
  private reloadSettings(): void {
    this.settings?.refresh().catch(() => undefined);
  }
}
