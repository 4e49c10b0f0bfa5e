/**
 * The parameters plugin's contract: the ids of the views the node details view
 * renders (a node's parameter list, the issues beneath an input) with their
 * props, and the drag-and-drop data type of mapping. The edit context those
 * views read, and the props every parameter widget receives, are the sdk's
 * (`@sdk/react`), because any plugin may contribute a parameter widget.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { INodeProperties, ViewId } from '@sdk';
import type { InputSize } from '@sdk/react';

/** Props of the parameter list view. */
export interface ParameterInputListProps {
  readonly parameters: readonly INodeProperties[];
  /** Where these parameters sit (`''` at the top level). */
  readonly path?: string;
  readonly inputSize?: InputSize;
  /** Parameters shown elsewhere (e.g. node settings) are left out. */
  readonly hideNodeSettings?: boolean;
  /**
   * Content placed among the parameters (the node's credential selects): right after the
   * last shown parameter named in `after`, or first when none is shown (n8n's slot rule).
   */
  readonly slot?: { readonly content: ReactNode; readonly after: readonly string[] };
}

/** Props of the issues view beneath an input. */
export interface ParameterIssuesProps {
  /** The messages; nothing is drawn when there are none. */
  readonly issues: readonly string[];
  /** The element id inputs name in `aria-describedby`. */
  readonly id: string;
}

/** Props of one parameter with its label, mode toggle, options menu and issues. */
export interface ParameterInputFullProps {
  readonly parameter: INodeProperties;
  /** Value path inside the node's parameters (where the input writes). */
  readonly path: string;
  readonly value: unknown;
  readonly isReadOnly?: boolean;
  readonly hideLabel?: boolean;
  /** Mapped data may be dropped on it (default true). */
  readonly droppable?: boolean;
  readonly hint?: string;
  readonly inputSize?: InputSize;
  readonly hideIssues?: boolean;
  readonly errorHighlight?: boolean;
  /** Rendered after the label, e.g. a remove button. */
  readonly labelActions?: ReactNode;
  /** The input's accessible name when the visible label alone is ambiguous. */
  readonly accessibleLabel?: string;
}

/** Views the parameters plugin contributes, by id (render them with `useView` inside a `ParameterEditContext`). */
export const PARAMETER_VIEWS = {
  /** The parameter list of a node or a group: each parameter whose display conditions hold, in order. */
  inputList: 'parameters.inputList' as ViewId<ParameterInputListProps>,
  /** One parameter input in full, for widgets that compose inputs (the resource mapper's fields). */
  inputFull: 'parameters.inputFull' as ViewId<ParameterInputFullProps>,
  /** Issues beneath an input: an indicator and the messages. */
  issues: 'parameters.issues' as ViewId<ParameterIssuesProps>,
} as const;

/** The drag-and-drop data type the panels set when a field is dragged onto a parameter (mapping). */
export const MAPPING_MIME_TYPE = 'application/x-switchyard-mapping';
