import type { ReactNode } from 'react';
import type { Kernel } from '@core';
import { RoutesPoint, ITelemetryService, INotificationService, type ViewProps } from '@sdk';
import { Redirect } from 'wouter';
import { ComingSoonView } from '../views/ComingSoonView';
import { PlaceholderView } from '../views/PlaceholderView';
import { VIEW_TABLE } from './route-table';

/**
 * Core-precedence routes for every view of the product, so each path resolves from day
 * one. A plugin contributing the same path (plugin precedence) replaces it.
 */
export function registerPlaceholderRoutes(kernel: Kernel): void {
  const telemetry = kernel.services.get(ITelemetryService);
  const notifications = kernel.services.get(INotificationService);
  for (const spec of VIEW_TABLE) {
    let component: (props: ViewProps) => ReactNode;
    if (spec.view === 'Homepage') component = () => <Redirect to="/workflows" replace />;
    else if (spec.view === 'ComingSoon') {
      component = () => (
        <ComingSoonView
          feature="Environments"
          onInterest={() => {
            telemetry.track('User clicked on fake door', { feature: 'environments' });
            notifications.showMessage({
              title: 'Thanks for your interest',
              message: 'We will let you know when environments are ready.',
              type: 'success',
            });
          }}
        />
      );
    } else component = (props) => <PlaceholderView {...props} view={spec.view} title={spec.title} />;
    kernel.extensions.contribute(RoutesPoint, { ...spec, component }, { owner: 'shell', precedence: 'core' });
  }
  kernel.extensions.contribute(
    RoutesPoint,
    { path: '/settings', view: 'Settings', title: 'Settings', component: () => <Redirect to="/settings/personal" replace /> },
    { owner: 'shell', precedence: 'core' },
  );
}
