import { useEffect, useMemo } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { INotificationService, RoutesPoint } from '@sdk';
import { useExtension, useKernel } from '@sdk/react';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundView } from '../views/NotFoundView';
import { isEditableView } from './route-table';
import { matchRoute, sortRoutes, type RouteMatch } from './match-route';
import { useRouteGuards } from './use-route-guards';

export const READ_ONLY_MESSAGE = 'The workflow is read-only here. Open it in the editor to make changes.';

/**
 * Publishes route facts as context keys (so `when` clauses and the palette
 * know where the user is) and shows the "this workflow is read-only" notice on node
 * views that do not allow editing. The notice belongs to that view: it expires
 * like any other toast and goes when the user leaves the view.
 */
function useRouteContext(match: RouteMatch | null) {
  const kernel = useKernel();
  const view = match?.route.view;
  const nodeView = match?.route.nodeView === true;
  const workflowId = match?.params['id'];
  const editable = match?.route.editable ?? isEditableView(view);
  useEffect(() => {
    const keys = kernel.contextKeys;
    keys.set('routeView', view ?? 'NotFoundView');
    keys.set('readOnly', !editable);
    keys.set('nodeView', nodeView);
    keys.set('workflowId', workflowId ?? null);
    keys.set('settingsRoute', (match?.route.path ?? '').startsWith('/settings'));
  }, [kernel, view, editable, nodeView, workflowId, match?.route.path]);
  const readOnlyView = nodeView && !editable ? view : null;
  useEffect(() => {
    if (readOnlyView === null) return undefined;
    const notifications = kernel.services.get(INotificationService);
    const id = notifications.showMessage({ key: 'read-only', title: 'Read-only', message: READ_ONLY_MESSAGE, type: 'info' });
    return () => notifications.dismiss(id);
  }, [kernel, readOnlyView, workflowId]);
}

export function RouteOutlet() {
  const routes = useExtension(RoutesPoint);
  const sorted = useMemo(() => sortRoutes(routes.values()), [routes]);
  const [location] = useLocation();
  const search = useSearch();
  const match = matchRoute(sorted, location);
  const redirect = useRouteGuards(search ? `${location}?${search}` : location, match?.route ?? null);
  useRouteContext(redirect ? null : match);
  useEffect(() => {
    document.title = match ? `${match.route.title} · Switchyard` : 'Page not found · Switchyard';
  }, [match]);

  if (redirect) return <Redirect to={redirect} replace />;

  if (!match) {
    return (
      <AppLayout match={null}>
        <NotFoundView />
      </AppLayout>
    );
  }
  const View = match.route.component;
  if (match.route.layout === 'auth') {
    return (
      <main className="auth-layout">
        <View params={match.params} />
      </main>
    );
  }
  return (
    <AppLayout match={match}>
      <View params={match.params} />
    </AppLayout>
  );
}
