/**
 * The starting code of the Code node (`n8n-nodes-base.code`), per mode: the server's node
 * description gives it as the parameter's default, and the editor swaps it when the mode
 * changes while the code is still untouched. One text for both, so the swap recognises
 * exactly what a new node holds.
 *
 * @module
 */

/** The Code node's run modes. */
export type CodeNodeMode = 'runOnceForAllItems' | 'runOnceForEachItem';

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
