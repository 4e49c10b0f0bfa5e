/**
 * The expression editors: the inline editor with its result dropdown, the
 * expression editor dialog with the variable selector, and the pure pieces
 * (resolvables, the variable tree, result text). A library, not a plugin (it
 * registers nothing): imported as `@sdk/editors/expression`.
 *
 * @module
 */
import './styles.css';

export { InlineExpressionEditor, type InlineExpressionEditorProps } from './views/InlineExpressionEditor';
export { ExpressionEditorDialog, type ExpressionEditorDialogProps } from './views/ExpressionEditorDialog';
export { VariableSelector } from './views/VariableSelector';
export { buildVariableTree, memberAccess, type VariableNode, type NodeData } from './variable-tree';
export { resolvables, type Resolvable, type ResolvableState } from './resolvables';
export { expressionResultText, useExpressionResult, EXPRESSION_RESULT_DEBOUNCE_MS } from './use-expression-result';
