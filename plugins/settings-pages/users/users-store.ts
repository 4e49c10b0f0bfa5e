import { BehaviorSubject, type Observable } from 'rxjs';
import { createServiceToken, type IUserResponse, type RestClient } from '@sdk';

/** One entry of the `POST /users` answer. */
export interface InviteResult {
  readonly user: { readonly id: string; readonly email: string; readonly inviteAcceptUrl?: string; readonly emailSent: boolean };
  readonly error?: string;
}

/**
 * The Users page's data: the list (`GET /users`) and the calls that change it. The page,
 * the invite modal and the delete modal share it, so either modal refreshes the list.
 */
export interface IUsersSettingsService {
  /** The users, oldest first; null until loaded. */
  readonly users$: Observable<readonly IUserResponse[] | null>;
  /** The users now. */
  readonly users: readonly IUserResponse[] | null;
  /** Loads the list again. */
  refresh(): Promise<void>;
  /** `POST /users`: invites each address; answers one entry per distinct address. */
  invite(emails: readonly string[]): Promise<InviteResult[]>;
  /** `GET /users/:id/invite-link`: the pending user's open invite link (or a new one). */
  inviteLink(id: string): Promise<string>;
  /** `POST /users/:id/reinvite`: mails a new invitation. */
  reinvite(id: string): Promise<void>;
  /** `DELETE /users/:id`, moving their workflows and credentials to `transferId` when given. */
  remove(id: string, transferId?: string): Promise<void>;
}

/** Token for {@link IUsersSettingsService}. */
export const IUsersSettingsService = createServiceToken<IUsersSettingsService>('IUsersSettingsService');

/** {@link IUsersSettingsService} over the REST client. */
export class UsersSettingsService implements IUsersSettingsService {
  private readonly list = new BehaviorSubject<readonly IUserResponse[] | null>(null);
  readonly users$ = this.list.asObservable();

  constructor(private readonly rest: RestClient) {}

  get users(): readonly IUserResponse[] | null {
    return this.list.value;
  }

  async refresh(): Promise<void> {
    this.list.next(await this.rest.get<IUserResponse[]>('/users'));
  }

  async invite(emails: readonly string[]): Promise<InviteResult[]> {
    const results = await this.rest.post<InviteResult[]>('/users', { body: emails.map((email) => ({ email })) });
    await this.refresh().catch(() => undefined);
    return results;
  }

  async inviteLink(id: string): Promise<string> {
    const { link } = await this.rest.get<{ link: string }>(`/users/${encodeURIComponent(id)}/invite-link`);
    return link;
  }

  async reinvite(id: string): Promise<void> {
    await this.rest.post(`/users/${encodeURIComponent(id)}/reinvite`);
    await this.refresh().catch(() => undefined);
  }

  async remove(id: string, transferId?: string): Promise<void> {
    await this.rest.delete(`/users/${encodeURIComponent(id)}`, transferId ? { query: { transferId } } : undefined);
    await this.refresh().catch(() => undefined);
  }
}

/** Splits what was typed into addresses: commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
