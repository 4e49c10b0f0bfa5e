/**
 * The code editors on CodeMirror 6, for the node details view and the
 * parameter widgets: the Code node editor (linter, completions, placeholder
 * per mode), the HTML editor (format action), a plain code editor, the
 * code-edit and text-edit dialogs, and the CodeMirror pieces the expression
 * editor reuses. A library, not a plugin (it registers nothing): imported as
 * `@sdk/editors/code`, outside the `@sdk` barrel so the server never loads
 * CodeMirror.
 *
 * @module
 */
import './styles.css';

export { CodeNodeEditor, type CodeNodeEditorProps } from './code-node/CodeNodeEditor';
export { CODE_NODE_PLACEHOLDERS, codeAfterModeChange } from './code-node/placeholders';
export { lintCodeNode, applyFix, isModuleAllowed, type LintOptions } from './code-node/lint-rules';
export { BLOCKED_CODE_NODE_MODULES, LINT_DELAY_MS, type CodeNodeMode, type CodeLint, type AllowedModules } from './code-node/lint-types';
export { HtmlEditor, type HtmlEditorProps } from './html/HtmlEditor';
export { formatHtml } from './html/format-html';
export { CodeEditor, type CodeEditorProps, type CodeEditorLanguage } from './shared/CodeEditor';
export { CodeEditDialog, type CodeEditDialogProps } from './dialogs/CodeEditDialog';
export { TextEditDialog, type TextEditDialogProps, TEXT_EDIT_ROWS } from './dialogs/TextEditDialog';
export { EditorDialog, type EditorDialogProps } from './dialogs/EditorDialog';
export {
  useCodeMirror,
  externalChange,
  EDITOR_CHANGE_DEBOUNCE_MS,
  type UseCodeMirrorOptions,
  type CodeMirrorHandle,
} from './shared/use-code-mirror';
export { baseEditorExtensions, CODE_EDITOR_TAB_SIZE } from './shared/base-extensions';
export { expressionColoring } from './shared/expression-highlight';
export { expressionCompletions, openExpressionBefore, completionTarget } from './shared/expression-completions';
