import type { Observable } from 'rxjs';
import { createServiceToken, type IUserResponse, type ViewId } from '@sdk';

/**
 * Where the signed-in user stands. `loading` until the first `GET /login` has
 * answered; `ready` afterwards (with `user: null` when nobody is signed in);
 * `error` when the server could not be asked (network failure, 5xx): the user
 * is unknown, so guards let routes render rather than send anyone to sign-in.
 */
export interface AuthState {
  /** Whether the user is known. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The signed-in user (the default user before owner setup), or null. */
  readonly user: IUserResponse | null;
}

/** The owner account's details for `POST /owner/setup`. */
export interface OwnerSetupDetails {
  /** The owner's e-mail address, used to sign in. */
  readonly email: string;
  /** First name. */
  readonly firstName: string;
  /** Last name. */
  readonly lastName: string;
  /** A password that meets the policy (`passwordProblems` is empty). */
  readonly password: string;
}

/** An invitation, as the invite link's query names it. */
export interface InviteIds {
  /** The user who sent the invitation (the owner). */
  readonly inviterId: string;
  /** The invited, still pending user. */
  readonly inviteeId: string;
  /** The invitation's secret token from the link (expires; used up on sign-up). */
  readonly token: string;
}

/** What an invited member fills in to accept the invitation (`POST /users/:inviteeId`). */
export interface SignupDetails extends InviteIds {
  /** First name. */
  readonly firstName: string;
  /** Last name. */
  readonly lastName: string;
  /** A password that meets the policy. */
  readonly password: string;
}

/** `GET /resolve-signup-token`: who sent a valid invitation. */
export interface ResolvedInvite {
  /** The inviting user's name. */
  readonly inviter: { readonly firstName?: string; readonly lastName?: string };
}

/** `GET /owner/pre-setup`: what moves to the owner when the owner is set up. */
export interface PreSetupCounts {
  /** Credentials the default user created. */
  readonly credentials: number;
  /** Workflows the default user created. */
  readonly workflows: number;
}

/**
 * Accounts in the browser: who is signed in, and the calls of the accounts
 * REST contract (docs/server.md, "Accounts"). Every call rejects with the
 * server's `ResponseError` (its `message` is meant to be shown as-is) and
 * updates `user$` when it changes who is signed in.
 */
export interface IAuthService {
  /** The auth state; emits the current one on subscribe and after every change. */
  readonly state$: Observable<AuthState>;
  /** The auth state now. */
  readonly state: AuthState;
  /** The signed-in user, or null; emits on subscribe and when the user changes. */
  readonly user$: Observable<IUserResponse | null>;
  /** The signed-in user now (the default user before owner setup), or null. */
  readonly currentUser: IUserResponse | null;
  /** Whether the first `GET /login` has answered (successfully or with 401). */
  readonly loaded: boolean;
  /**
   * Whether the editor should send the default user to owner setup: the settings'
   * `userManagement.showSetupOnFirstLoad`, until setup is done or skipped in this tab.
   * Undefined while the settings are loading.
   */
  readonly setupPending$: Observable<boolean | undefined>;
  /** {@link setupPending$} now. */
  readonly setupPending: boolean | undefined;
  /** `GET /login`: asks the server who is signed in. A 401 means nobody (resolves null). */
  refresh(): Promise<IUserResponse | null>;
  /** `POST /login`. Rejects with the server's 401 or 429 message. */
  login(email: string, password: string): Promise<IUserResponse>;
  /** `POST /logout`; afterwards nobody is signed in. */
  logout(): Promise<void>;
  /** `GET /owner/pre-setup`: the workflows and credentials that will move to the owner. */
  preSetup(): Promise<PreSetupCounts>;
  /** `POST /owner/setup`: turns the default user into the owner and signs them in. */
  setupOwner(details: OwnerSetupDetails): Promise<IUserResponse>;
  /** `POST /owner/skip-setup`: keeps using the editor as the default user. */
  skipSetup(): Promise<void>;
  /** `GET /resolve-signup-token`: checks an invitation and names the inviter. */
  resolveSignupToken(ids: InviteIds): Promise<ResolvedInvite>;
  /** `POST /users/:inviteeId`: accepts an invitation and signs the new member in. */
  signup(details: SignupDetails): Promise<IUserResponse>;
  /** `POST /forgot-password`: resolves whether or not the address has an account. */
  forgotPassword(email: string): Promise<void>;
  /** `GET /resolve-password-token`: rejects (404) when the reset link is invalid or expired. */
  resolvePasswordToken(token: string): Promise<void>;
  /** `POST /change-password`: sets a new password with a reset token. */
  changePassword(token: string, password: string): Promise<void>;
}

/** Token for {@link IAuthService}. */
export const IAuthService = createServiceToken<IAuthService>('IAuthService');

/** Command ids the auth plugin declares. */
export const AUTH_COMMANDS = {
  /** Signs the current user out (palette: Account › Sign out). */
  signOut: 'auth.signOut',
  /** Opens owner setup; enabled for the default user only. */
  setUpOwner: 'auth.setUpOwner',
} as const;

/** Views of the auth plugin other plugins render. */
export const AUTH_VIEWS = {
  /**
   * For the default user (owner setup skipped): what setting up the owner moves to the owner
   * ("1 existing workflow and 1 credential") and a button to set it up; after setup the user
   * lands on `returnTo`. Renders nothing for anyone else.
   */
  ownerSetupOffer: 'auth.ownerSetupOffer' as ViewId<{ returnTo: string }>,
} as const;
