import type { GlobalRoleName, IUserResponse } from '../workflow/user-types';
import type { EnterpriseFeature, SettingsPageContribution } from './extension-points';

/**
 * Whether the settings menu lists `page`: its enterprise feature (if any) is on, and the
 * signed-in user has one of its roles (if it names any). While the user is not known yet, a
 * page with roles stays hidden: showing an owner's page to a member for a moment is worse
 * than showing it to the owner a moment late. The server checks every call again.
 */
export function isSettingsPageVisible(
  page: SettingsPageContribution,
  enterprise: Readonly<Partial<Record<EnterpriseFeature, boolean>>> | undefined,
  user: IUserResponse | null | undefined,
): boolean {
  if (page.feature !== undefined && enterprise?.[page.feature] !== true) return false;
  if (page.roles === undefined) return true;
  const role: GlobalRoleName | undefined = user?.globalRole?.name;
  return role !== undefined && page.roles.includes(role);
}
