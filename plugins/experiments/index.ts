import { definePlugin, EXPERIMENTS, INavigationService, INotificationService, isDefaultUser, ITelemetryService } from '@sdk';
import { IAuthService } from '@plugins/auth/api';
import { IFeatureFlagsService } from './api';
import { FeatureFlagsService } from './feature-flags-service';
import { GetStartedChecklist } from './views/GetStartedChecklist';
import './views/experiments.css';

const paletteTipKey = (userId: string) => `switchyard.adoption.paletteTip.${userId}`;

/**
 * The feature-flag experiments (arms assigned by the server, `featureFlags` on the user):
 * the checklist test's variant shows the "Get started" checklist on the workflows page; the
 * adoption test's variant introduces the command palette once, when the user first opens a
 * workflow. Control users see neither. Exposures are reported through telemetry.
 */
export default definePlugin({
  id: 'switchyard.experiments',
  title: 'Experiments',
  description: 'Feature-flag experiments: the Get started checklist and the palette introduction.',
  optional: [IAuthService, ITelemetryService],
  provides: [IFeatureFlagsService],
  contributes: {
    banners: [{ id: 'experiments.checklist', order: 50, component: GetStartedChecklist }],
  },
  activate(ctx) {
    const auth = ctx.services.getOptional(IAuthService);
    const flags = new FeatureFlagsService(() => auth?.currentUser ?? null, ctx.services.getOptional(ITelemetryService) ?? undefined);
    ctx.subscriptions.add(flags);
    ctx.provide(IFeatureFlagsService, flags);
    const notifications = ctx.services.get(INotificationService);
    const subscription = ctx.services.get(INavigationService).location$.subscribe((location) => {
      const user = auth?.currentUser;
      if (!user || isDefaultUser(user) || !location.startsWith('/workflow/')) return;
      if (typeof localStorage === 'undefined' || localStorage.getItem(paletteTipKey(user.id)) === '1') return;
      if (flags.variant(EXPERIMENTS.adoption) !== 'variant') return;
      localStorage.setItem(paletteTipKey(user.id), '1');
      notifications.showMessage({
        type: 'info',
        title: 'Tip: everything is a keystroke away',
        message: 'Press Ctrl+K (⌘K on a Mac) to open the command palette: add nodes, run, save, share and more.',
        duration: 10_000,
        key: 'adoption-palette-tip',
      });
    });
    ctx.subscriptions.addFn(() => subscription.unsubscribe());
  },
});
