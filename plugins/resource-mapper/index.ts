import type { ComponentType } from 'react';
import { definePlugin } from '@sdk';
import { ResourceMapperWidget } from './views/ResourceMapperWidget';
import './styles.css';

/**
 * The resource mapper: the `resourceMapper` parameter widget (a Postgres table's columns, a
 * sub-workflow's inputs), its fields loaded from `GET /rest/dynamic-node-parameters/
 * (local-)resource-mapper-fields` and each edited with the parameters plugin's inputs.
 * Contributed through the parameter-widget extension point.
 */
export default definePlugin({
  id: 'switchyard.resource-mapper',
  title: 'Resource mapper',
  description: "Map values onto a resource's fields: table columns, sub-workflow inputs.",
  contributes: {
    parameterWidgets: [{ type: 'resourceMapper', component: ResourceMapperWidget as unknown as ComponentType<Record<string, unknown>> }],
  },
});
