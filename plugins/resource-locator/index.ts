import type { ComponentType } from 'react';
import { definePlugin } from '@sdk';
import { ResourceLocatorWidget } from './views/ResourceLocatorWidget';
import './styles.css';

/**
 * The resource locator: the `resourceLocator` parameter widget, with its
 * modes, the searchable, paginated resource dropdown fed by `GET /rest/nodes-list-search`,
 * and the error view that leads to the node's credential. Contributed through the
 * parameter-widget extension point.
 */
export default definePlugin({
  id: 'switchyard.resource-locator',
  title: 'Resource locator',
  description: 'Pick remote resources (workflows, tables, ...) by list, id or url.',
  contributes: {
    parameterWidgets: [{ type: 'resourceLocator', component: ResourceLocatorWidget as unknown as ComponentType<Record<string, unknown>> }],
  },
});
