/**
 * The Code node's starting code per mode, and the swap rule of spec §4: on a
 * mode change the placeholder is replaced only while the content is empty or
 * still equals the other mode's placeholder.
 *
 * @module
 */
import type { CodeNodeMode } from './lint-types';

/** The starting code of each mode. */
export const CODE_NODE_PLACEHOLDERS: Readonly<Record<CodeNodeMode, string>> = {
  runOnceForAllItems: `// Loop over input items and add a new field called 'myNewField' to the JSON of each one
for (const item of $input.all()) {
  item.json.myNewField = 1;
}

return $input.all();`,
  runOnceForEachItem: `// Add a new field called 'myNewField' to the JSON of the item
$input.item.json.myNewField = 1;

return $input.item;`,
};

/** The code after the mode changes to `mode`: the new placeholder, or the user's code unchanged. */
export function codeAfterModeChange(code: string, mode: CodeNodeMode): string {
  const other: CodeNodeMode = mode === 'runOnceForAllItems' ? 'runOnceForEachItem' : 'runOnceForAllItems';
  if (code.trim() === '' || code.trim() === CODE_NODE_PLACEHOLDERS[other].trim()) return CODE_NODE_PLACEHOLDERS[mode];
  return code;
}
