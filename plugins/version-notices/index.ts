import { of } from 'rxjs';
import { definePlugin, IModalService, INotificationService, ISettingsService, SidebarItemsPoint, type IDisposable } from '@sdk';
import { IVersionNoticesService, VERSION_COMMANDS, VERSIONS_MODAL, type VersionNotices } from './api';
import { VersionNoticesService } from './version-notices-service';
import { VersionsModal } from './views/VersionsModal';
import './views/version-notices.css';

function updatesLabel(count: number): string {
  return count === 1 ? '1 update available' : `${count} updates available`;
}

/**
 * Version notices: when the settings name a version-list endpoint, the sidebar shows how many
 * newer releases exist and opens the versions modal; a release of this version marked with a
 * security issue raises a toast that stays until closed. Unreachable list: nothing is shown.
 */
export default definePlugin({
  id: 'switchyard.versionNotices',
  title: 'Version notices',
  description: 'Newer releases in the sidebar and the versions modal.',
  provides: [IVersionNoticesService],
  contributes: {
    commands: [
      { id: VERSION_COMMANDS.open, title: 'Show available updates', category: 'Help', keywords: ['version', 'update', 'release'] },
    ],
    modals: [{ key: VERSIONS_MODAL, title: 'Updates', component: VersionsModal, width: '620px' }],
  },
  activate(ctx) {
    // A bare kernel (tests) has no settings service: then there is no version list to read.
    const service = new VersionNoticesService(ctx.services.getOptional(ISettingsService)?.settings$ ?? of(null));
    ctx.subscriptions.add(service);
    ctx.provide(IVersionNoticesService, service);
    const modals = ctx.services.get(IModalService);
    const notifications = ctx.services.get(INotificationService);
    ctx.commands.handle(VERSION_COMMANDS.open, {
      isEnabled: () => (service.notices?.newer.length ?? 0) > 0,
      disabledReason: () => (service.notices ? 'This is the newest version' : 'No version list is configured or it could not be read'),
      run: () => modals.open(VERSIONS_MODAL),
    });
    let sidebarEntry: IDisposable | null = null;
    const show = (notices: VersionNotices | null) => {
      sidebarEntry?.dispose();
      sidebarEntry = null;
      if (!notices || notices.newer.length === 0) return;
      sidebarEntry = ctx.extensions.contribute(SidebarItemsPoint, {
        id: 'versions',
        label: updatesLabel(notices.newer.length),
        command: VERSION_COMMANDS.open,
        icon: 'gift',
        order: 80,
        position: 'bottom',
      });
      if (notices.currentRelease?.hasSecurityIssue) {
        const fix = notices.currentRelease.securityIssueFixVersion;
        notifications.showMessage({
          type: 'warning',
          title: 'Critical update available',
          message: `This version has a security issue${fix ? `, fixed in ${fix}` : ''}. Please update.`,
          duration: 0,
          key: 'version-security',
          action: { label: 'See the updates', run: () => modals.open(VERSIONS_MODAL) },
        });
      }
    };
    const subscription = service.notices$.subscribe(show);
    ctx.subscriptions.addFn(() => {
      subscription.unsubscribe();
      sidebarEntry?.dispose();
    });
  },
});
