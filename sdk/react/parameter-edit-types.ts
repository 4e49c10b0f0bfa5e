/**
 * The contracts between the parameter input, the parameter widgets (any plugin's,
 * through the `parameterWidgets` point) and the view that hosts them (the node
 * details view).
 *
 * @module
 */
import type { ICredentialType } from '../workflow/credential-types';
import type { INodeCredentials } from '../workflow/node-types';
import type { INodeProperties, INodePropertyOptions } from '../workflow/parameter-types';
import type { VariableNode } from '../editors/expression';

/** Input sizes. */
export type InputSize = 'mini' | 'small' | 'medium' | 'large' | 'xlarge';

/** The change event payload: node name, parameter path, new value. */
export interface ParameterChange {
  readonly node: string;
  readonly name: string;
  readonly value: unknown;
}

/** Where remote options stand: loading, then loaded, or failed with the message. */
export interface RemoteOptionsState {
  readonly loading: boolean;
  readonly error: string | null;
  readonly options: readonly INodePropertyOptions[] | undefined;
  /** Loads again (the options menu's 'Refresh list'). */
  reload(): void;
}

/** What every widget receives: the parameter input props, plus the change callback. */
export interface ParameterWidgetProps {
  readonly parameter: INodeProperties;
  /** Value path inside the node's parameters, e.g. `options.timeout`. */
  readonly path: string;
  readonly value: unknown;
  readonly isReadOnly: boolean;
  readonly inputSize: InputSize;
  readonly errorHighlight: boolean;
  /** The element id the label points at. */
  readonly inputId: string;
  /** Accessible name (the parameter label). */
  readonly label: string;
  /** Remote options, for options / multiOptions with a load method. */
  readonly remoteOptions?: RemoteOptionsState;
  /** Sets this parameter's value. */
  onValueChange(value: unknown): void;
}

/** The node being edited, as the parameter inputs see it. */
export interface EditedNode {
  readonly name: string;
  readonly type: string;
  readonly typeVersion: number;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly credentials?: INodeCredentials;
}

/** What the host view gives the parameter inputs. */
export interface ParameterEditContextValue {
  readonly node: EditedNode;
  readonly isReadOnly: boolean;
  /** Sets a value at a parameter path. */
  onValueChange(change: ParameterChange): void;
  /** The expression context of the shown input item (undefined when there is none). */
  getExpressionContext(): object | undefined;
  /** The variable selector of the expression dialog. */
  readonly variables: readonly VariableNode[];
  /**
   * Every known credential type, for credentialsSelect: the widget offers those its
   * parameter's `credentialTypes` rules ('has:' / 'extends:') accept.
   */
  readonly credentialTypes?: readonly ICredentialType[];
  /**
   * The node was just added: each input shows its issues only once the user has left it
   * (reopening the node shows them all), so a new node does not open covered in red.
   */
  readonly deferIssues?: boolean;
}
