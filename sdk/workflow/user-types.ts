/**
 * The user entity as the REST API returns it, and the client-side user with
 * its derived fields. Helpers that derive them live in `user-helpers.ts`.
 *
 * @module
 */
import type { IPersonalizationAnswers } from './personalization';

/** Global role names: the instance owner, invited members, and the set-up shell. */
export type GlobalRoleName = 'owner' | 'member' | 'default';

/** A user's global role. */
export interface IGlobalRole {
  /** Role name. */
  name: GlobalRoleName;
  /** Role id. */
  id?: string;
  /** ISO 8601 creation time. */
  createdAt?: string;
}

/** Per-user settings kept by the server. */
export interface IUserSettings {
  /** The user has run a workflow successfully (activation). */
  userActivated?: boolean;
  /** Whether to show the survey after activation. */
  showUserActivationSurvey?: boolean;
  /** ISO 8601 time the user got activated. */
  userActivatedAt?: string;
  /** Id of the first workflow that ran successfully. */
  firstSuccessfulWorkflowId?: string;
  /** The user chose "Don't show again" in the dialog shown after activating a workflow. */
  hideActivationDialog?: boolean;
}

/** Feature flags evaluated for a user (flag name → variant or on/off). */
export interface IFeatureFlags {
  [flag: string]: string | boolean | undefined;
}

/** A user as `GET /users`, `GET /login` and friends return it. */
export interface IUserResponse {
  /** User id. */
  id: string;
  /** First name; missing for pending invitees. */
  firstName?: string;
  /** Last name; missing for pending invitees. */
  lastName?: string;
  /** E-mail address; missing for the default (pre-set-up) owner. */
  email?: string;
  /** ISO 8601 creation time. */
  createdAt?: string;
  /** Global role. */
  globalRole?: IGlobalRole;
  /** Invited but not yet signed up (or the owner before set-up). */
  isPending: boolean;
  /** Whether the user is the instance owner (server-computed when present). */
  isOwner?: boolean;
  /** Answers to the personalization survey. */
  personalizationAnswers?: IPersonalizationAnswers | null;
  /** Per-user settings. */
  settings?: IUserSettings | null;
  /** Evaluated feature flags. */
  featureFlags?: IFeatureFlags;
  /** How the user signs in. */
  signInType?: 'email' | 'ldap' | 'saml';
  /** Invite link of a pending user (owners only). */
  inviteAcceptUrl?: string;
}

/** A user with the fields the client derives (see `toUser`). */
export interface IUser extends IUserResponse {
  /** First and last name joined; empty for pending users. */
  fullName: string;
  /** The owner shell that exists before instance set-up. */
  isDefaultUser: boolean;
  /** Invited but not yet signed up. */
  isPendingUser: boolean;
  /** The instance owner. */
  isOwner: boolean;
}

/** The minimal user shape used for owners and sharees of workflows and credentials. */
export interface ISharee {
  /** User id. */
  id: string;
  /** E-mail address. */
  email?: string;
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
}
