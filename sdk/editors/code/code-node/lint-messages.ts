/**
 * The linter's wording, by key (the product we follow keys its messages without
 * publishing their wording; these say what is wrong and what to do).
 *
 * @module
 */
import type { LintKey } from './lint-types';

const MESSAGES: Readonly<Record<LintKey, string>> = {
  'bothModes.syntaxError': 'Syntax error',
  'bothModes.directAccess.item': 'Item fields are under .json: use item.json.{field}',
  'bothModes.directAccess.firstOrLastCall': 'Item fields are under .json: use .json.{field}',
  'bothModes.blockedModule': "Module '{module}' is not allowed in the Code node",
  'allItems.unavailableVar': "{name} is only available in 'Run Once for Each Item' mode",
  'allItems.unavailableProperty': "$input.item is unavailable in 'Run Once for All Items' mode: use $input.first() or $input.all()",
  'allItems.unavailableItem': "The legacy item variable is unavailable in 'Run Once for All Items' mode: use $input.all()",
  'allItems.itemMatchingNoArg': '$input.itemMatching() needs the index of the item to match, e.g. $input.itemMatching(0)',
  'allItems.firstOrLastCalledWithArg': '{call} takes no argument',
  'allItems.emptyReturn': 'Code must return an array of items, e.g. return $input.all()',
  'eachItem.itemCall': '.item is a property, not a method: remove the ()',
  'eachItem.unavailableItems': "The legacy items variable is unavailable in 'Run Once for Each Item' mode: use $input.item",
  'eachItem.unavailableMethod': "$input.{method}() is unavailable in 'Run Once for Each Item' mode",
  'eachItem.returnArray': "Code in 'Run Once for Each Item' mode must return one object, not an array",
  'eachItem.emptyReturn': 'Code must return an object, e.g. return $input.item',
};

/** The message for `key`, with `{name}` placeholders filled from `values`. */
export function lintMessage(key: LintKey, values: Readonly<Record<string, string>> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
