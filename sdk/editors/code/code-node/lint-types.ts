/**
 * Framework-free diagnostics of the Code node linter: the CodeMirror adapter
 * turns them into `@codemirror/lint` diagnostics, tests read them directly.
 *
 * @module
 */

/** The Code node's two modes. */
export type { CodeNodeMode } from '@sdk';

/** A text change a quick fix applies. */
export interface TextChange {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** A named quick fix. */
export interface LintFix {
  /** Button text: 'Fix' or 'Remove'. */
  readonly name: string;
  readonly changes: readonly TextChange[];
}

/** Message keys of the linter: every finding names a key, the wording lives apart. */
export type LintKey =
  | 'bothModes.syntaxError'
  | 'bothModes.directAccess.item'
  | 'bothModes.directAccess.firstOrLastCall'
  | 'bothModes.blockedModule'
  | 'allItems.unavailableVar'
  | 'allItems.unavailableProperty'
  | 'allItems.unavailableItem'
  | 'allItems.itemMatchingNoArg'
  | 'allItems.firstOrLastCalledWithArg'
  | 'allItems.emptyReturn'
  | 'eachItem.itemCall'
  | 'eachItem.unavailableItems'
  | 'eachItem.unavailableMethod'
  | 'eachItem.returnArray'
  | 'eachItem.emptyReturn';

/** One finding. Offsets are into the editor's text. */
export interface CodeLint {
  readonly key: LintKey;
  readonly from: number;
  readonly to: number;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly fix?: LintFix;
}

/** Modules the Code node may load (settings `allowedModules`). */
export interface AllowedModules {
  /** Built-in modules; `*` allows every built-in that is not blocked. */
  readonly builtIn?: readonly string[];
  /** External npm modules. */
  readonly external?: readonly string[];
}

/** Built-in modules the Code node never loads. */
export const BLOCKED_CODE_NODE_MODULES: readonly string[] = [
  'console',
  'constants',
  'crypto',
  'dns',
  'fs',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'os',
  'path',
  'process',
  'readline',
  'url',
  'util',
  'zlib',
];

/** How long after typing stops the linter runs, in milliseconds. */
export const LINT_DELAY_MS = 750;
