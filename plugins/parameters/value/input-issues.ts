/**
 * The issues shown beneath one parameter input, in this order: an empty
 * credentials select, values a
 * loaded option list does not support, a failed remote load, then the
 * generic node-parameter check of the sdk.
 *
 * @module
 */
import { getParameterIssues, type INodeProperties, type INodePropertyOptions, type NodeLike, type ParameterValues } from '@sdk';
import { isExpressionValue } from './expression-mode';

/** Message for an empty credentialsSelect. */
export const SELECT_CREDENTIAL_TYPE_MESSAGE = 'Select a credential type from the dropdown';

/** Message for a value the option list does not contain. */
export const notSupportedMessage = (value: unknown): string => `The value "${value === null ? 'null' : String(value)}" is not supported!`;

/** Message for a failed remote option load. */
export const remoteLoadFailedMessage = (reason: string): string =>
  `There was a problem loading the parameter options from server: "${reason}"`;

/** Where the options of an options / multiOptions input stand. */
export interface OptionsState {
  /** True while remote options load. */
  readonly loading: boolean;
  /** Why the remote load failed, or null. */
  readonly error: string | null;
  /** The options (static, or remote once loaded); undefined when unknown. */
  readonly options?: readonly Pick<INodePropertyOptions, 'value'>[];
}

/** Everything the issue check reads. */
export interface InputIssuesInput {
  readonly parameter: INodeProperties;
  readonly value: unknown;
  /** Where the parameter sits (`''` at the top level, `options.extra` nested). */
  readonly path?: string;
  readonly options?: OptionsState;
  /** The node's parameters and the node, for the generic check; left out to skip it. */
  readonly node?: { readonly parameters: ParameterValues; readonly node: NodeLike };
}

/** The issue messages for one input, in display order; empty when none. */
export function getParameterInputIssues(input: InputIssuesInput): string[] {
  const { parameter, value, options } = input;
  const issues: string[] = [];
  if (parameter.type === 'credentialsSelect' && (value === '' || value === null || value === undefined)) {
    issues.push(SELECT_CREDENTIAL_TYPE_MESSAGE);
  } else if (
    (parameter.type === 'options' || parameter.type === 'multiOptions') &&
    options &&
    !options.loading &&
    options.error === null &&
    options.options
  ) {
    if (!isExpressionValue(value)) {
      const valid = new Set<unknown>(options.options.map((o) => o.value));
      const checked = Array.isArray(value) ? value : [value];
      for (const item of checked) {
        if (item === null || !valid.has(item)) {
          issues.push(notSupportedMessage(item));
          break;
        }
      }
    }
  } else if (options && options.error !== null && !isExpressionValue(value)) {
    issues.push(remoteLoadFailedMessage(options.error));
  }
  if (input.node) {
    const generic = getParameterIssues(parameter, input.node.parameters, input.path ?? '', input.node.node);
    for (const message of generic.parameters?.[parameter.name] ?? []) if (!issues.includes(message)) issues.push(message);
  }
  return issues;
}
