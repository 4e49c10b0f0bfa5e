import { createRestClient, definePlugin, IModalService, INavigationService, IRestApi, type SettingsPageContribution } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { INodeTypesService } from '@plugins/node-types/api';
import { openPageCommand } from '../page';
import { CommunityNodesView, COMMUNITY_MODALS } from './CommunityNodesView';
import { CommunityPackagesStore, ICommunityPackagesStore } from './community-packages-store';
import { InstallCommunityNodeModal } from './InstallCommunityNodeModal';
import { ManagePackageModal } from './ManagePackageModal';
import '../settings-pages.css';
import './community-nodes.css';

/** The Community nodes entry of the settings menu. */
export const COMMUNITY_NODES_PAGE: SettingsPageContribution = {
  id: 'community-nodes',
  label: 'Community nodes',
  path: '/settings/community-nodes',
  order: 70,
};
/** Opens the install dialog on the Community nodes page. */
export const INSTALL_COMMUNITY_NODE_COMMAND = 'settings.communityNodes.install';

/**
 * CommunityNodes (docs/community-nodes.md): installed packages, the install dialog and the
 * manage-confirm dialog (uninstall, update, view docs). After each change the node type
 * catalogue is fetched again, so the package's nodes are in the node creator at once.
 */
export default definePlugin({
  id: 'switchyard.settings.communityNodes',
  title: 'Community nodes settings',
  description: 'Install, update and uninstall community node packages from npm.',
  optional: [IAuthService, IRestApi, INodeTypesService],
  provides: [ICommunityPackagesStore],
  contributes: {
    settingsPages: [COMMUNITY_NODES_PAGE],
    commands: [
      openPageCommand(COMMUNITY_NODES_PAGE),
      {
        id: INSTALL_COMMUNITY_NODE_COMMAND,
        title: 'Install a community node',
        category: 'Settings',
        keywords: ['community', 'npm', 'package', 'nodes', 'install'],
      },
    ],
    routes: [{ path: COMMUNITY_NODES_PAGE.path, view: 'CommunityNodes', title: 'Community nodes', component: CommunityNodesView }],
    modals: [
      {
        key: COMMUNITY_MODALS.install,
        title: 'Install community nodes',
        component: InstallCommunityNodeModal,
        width: '560px',
        closeOnBackdrop: false,
      },
      { key: COMMUNITY_MODALS.manage, title: 'Community package', component: ManagePackageModal, width: '520px', closeOnBackdrop: false },
    ],
  },
  activate(ctx) {
    const navigation = ctx.services.get(INavigationService);
    const modals = ctx.services.get(IModalService);
    const auth = ctx.services.getOptional(IAuthService);
    const nodeTypes = ctx.services.getOptional(INodeTypesService);
    const store = new CommunityPackagesStore(
      ctx.services.getOptional(IRestApi) ?? createRestClient(),
      () => nodeTypes?.reload() ?? Promise.resolve(),
    );
    ctx.provide(ICommunityPackagesStore, store);
    const goToPage = () => {
      if (navigation.location.split('?')[0] !== COMMUNITY_NODES_PAGE.path) navigation.navigate(COMMUNITY_NODES_PAGE.path);
    };
    ctx.commands.handle(`settings.open.${COMMUNITY_NODES_PAGE.id}`, { run: goToPage });
    ctx.commands.handle(INSTALL_COMMUNITY_NODE_COMMAND, {
      isEnabled: () => auth?.currentUser?.globalRole?.name === 'owner',
      disabledReason: () => 'Only the owner can install community nodes',
      run: () => {
        goToPage();
        modals.open(COMMUNITY_MODALS.install);
      },
    });
  },
});
