/**
 * The settings pages family: one plugin per page, each contributing its settings-menu
 * entry (the settings-page extension point), its route, its modals and its commands.
 */
import type { SwitchyardPlugin } from '@sdk';
import personal from './personal';
import users from './users';
import apiKeys from './api-keys';
import usage from './usage';
import communityNodes from './community-nodes';

/** Every settings-page plugin, in menu order. */
export const SETTINGS_PAGE_PLUGINS: readonly SwitchyardPlugin[] = [personal, users, apiKeys, usage, communityNodes];
