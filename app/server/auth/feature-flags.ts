/**
 * Feature-flag experiments assigned by the instance itself (no outside service): each user gets
 * `control` or `variant` of every experiment from a hash of the instance id, the user id and the
 * flag, so the assignment is stable across sign-ins and processes and splits users about half
 * and half. `SWITCHYARD_FEATURE_FLAGS` (`checklist-test=variant,adoption-test=control`) pins an
 * arm for everyone.
 */
import { createHash } from 'node:crypto';
import { EXPERIMENTS, type ExperimentVariant } from '@sdk/settings';
import type { IFeatureFlags } from '@sdk/workflow';
import type { UserRecord } from '../db';
import { toUserResponse, type UserResponse } from './user-response';

/** The arm of `flag` for `userId`. */
export function assignedVariant(instanceId: string, userId: string, flag: string): ExperimentVariant {
  const digest = createHash('sha256').update(`${instanceId}:${userId}:${flag}`).digest();
  return (digest[0] ?? 0) % 2 === 0 ? 'control' : 'variant';
}

/** Every experiment's arm for `userId`, with the configured pins applied. */
export function featureFlagsFor(instanceId: string, userId: string, pinned: Readonly<Record<string, ExperimentVariant>>): IFeatureFlags {
  const flags: IFeatureFlags = {};
  for (const flag of Object.values(EXPERIMENTS)) flags[flag] = pinned[flag] ?? assignedVariant(instanceId, userId, flag);
  return flags;
}

/** What the signed-in user's own answers carry: the user, with their experiment arms. */
export function signedInUserResponse(
  user: UserRecord,
  instanceId: string,
  pins: Readonly<Record<string, ExperimentVariant>>,
): UserResponse {
  return { ...toUserResponse(user), featureFlags: featureFlagsFor(instanceId, user.id, pins) };
}
