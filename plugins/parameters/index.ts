import type { ComponentType } from 'react';
import { definePlugin, type ParameterWidgetContribution } from '@sdk';
import { PARAMETER_VIEWS } from './api';
import { ParameterInputFull } from './views/ParameterInputFull';
import { ParameterInputList } from './views/ParameterInputList';
import { ParameterIssues } from './views/ParameterIssues';
import type { ParameterWidgetProps } from '@sdk/react';
import { AssignmentCollectionWidget } from './widgets/AssignmentCollectionWidget';
import { BooleanWidget } from './widgets/BooleanWidget';
import { CollectionWidget } from './widgets/CollectionWidget';
import { ColorWidget } from './widgets/ColorWidget';
import { DateTimeWidget } from './widgets/DateTimeWidget';
import { FilterConditionsWidget } from './widgets/FilterConditionsWidget';
import { FixedCollectionWidget } from './widgets/FixedCollectionWidget';
import { JsonWidget } from './widgets/JsonWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { MultiOptionsWidget, OptionsWidget } from './widgets/OptionsWidget';
import { CredentialsSelectWidget } from './widgets/CredentialTypeSelectWidget';
import { HiddenWidget, NoticeWidget } from './widgets/SimpleWidgets';
import { StringWidget } from './widgets/StringWidget';
import './styles.css';

const widget = (type: string, component: ComponentType<ParameterWidgetProps>): ParameterWidgetContribution => ({
  type,
  component: component as unknown as ComponentType<Record<string, unknown>>,
});

/** One widget per parameter type, contributed through the parameter-widget extension point (the resource locator's comes from plugins/resource-locator). */
export const PARAMETER_WIDGETS: readonly ParameterWidgetContribution[] = [
  widget('string', StringWidget),
  widget('number', NumberWidget),
  widget('boolean', BooleanWidget),
  widget('options', OptionsWidget),
  widget('multiOptions', MultiOptionsWidget),
  widget('color', ColorWidget),
  widget('dateTime', DateTimeWidget),
  widget('json', JsonWidget),
  widget('credentialsSelect', CredentialsSelectWidget),
  widget('notice', NoticeWidget),
  widget('hidden', HiddenWidget),
  widget('collection', CollectionWidget),
  widget('fixedCollection', FixedCollectionWidget),
  widget('assignmentCollection', AssignmentCollectionWidget),
  widget('filter', FilterConditionsWidget),
];

/** The parameter widgets. The inputs that host them are exported from `./api`. */
export default definePlugin({
  id: 'switchyard.parameters',
  title: 'Parameter widgets',
  description: 'Inputs for every node parameter type, with fixed and expression modes.',
  contributes: {
    parameterWidgets: PARAMETER_WIDGETS,
    views: [
      { id: PARAMETER_VIEWS.inputList, component: ParameterInputList },
      { id: PARAMETER_VIEWS.inputFull, component: ParameterInputFull },
      { id: PARAMETER_VIEWS.issues, component: ParameterIssues },
    ],
  },
});
