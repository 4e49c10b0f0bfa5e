/**
 * The expression language: n8n-compatible `={{ }}` expressions, parsed with
 * acorn, checked against an allow-list and compiled into closures (no code
 * generation), evaluated against a lazily built per-item context, with
 * extension functions, paired items, result formatting, syntax markers and
 * completion data for the editors. See docs/expressions.md and
 * docs/security.md.
 *
 * @module
 */
export * from './errors';
export * from './template';
export { parseSegmentCode } from './parse';
export {
  compileExpression,
  compileSegment,
  evaluateExpression,
  evaluateCode,
  clearExpressionCache,
  templatePiece,
  CONTEXT_TIMEZONE,
  type CompiledExpression,
  type EvaluateOptions,
} from './evaluate';
export { checkAllowed } from './sandbox/allow-list';
export { allowFunction as allowExpressionFunction, isAllowedFunction as isAllowedExpressionFunction } from './sandbox/intrinsics';
export { DEFAULT_MAX_STEPS } from './sandbox/evaluation-state';
export { DENIED_GLOBAL_NAMES, MAX_CREATED_LENGTH } from './sandbox/globals';
export { listExtensions, extensionTypeOf, EXTENSION_NAMES } from './extensions/dispatch';
export type { ExtensionFunction, ExtensionType } from './extensions/extension-types';
export * from './context/context-types';
export { buildExpressionContext, createExpressionContextFactory, type ExpressionContextFactory } from './context/build-context';
export type { ExpressionContext } from './context/item-context';
export { defaultBranchOf } from './context/accessors';
export { resolveParameterValue, resolveParameters } from './context/resolve-parameters';
export * from './paired-items';
export * from './paired-item-map';
export * from './format-result';
export * from './markers';
export * from './completions';
