/**
 * Function Item (`n8n-nodes-base.functionItem` v1), the per-item node n8n had before
 * Code: runs the code once per input item with `item` set to the item's JSON and
 * outputs the JSON it returns (the item's binary data is kept, or replaced through
 * `setBinaryData()`). Runs in the Code node sandbox; see
 * app/server/nodes/shared/legacy-function.ts.
 */
import type { INodeType } from '../../engine/node-interface';

import { functionCodeParameter, NEWER_NODE_NOTICE, runLegacyFunction } from '../shared/legacy-function';

/** n8n's default code for a new Function Item node. */
export const FUNCTION_ITEM_DEFAULT_CODE = `// Code here will run once per input item.
// Tip: You can use luxon for dates and $jmespath for querying JSON structures

// Add a new field called 'myNewField' to the JSON of the item
item.myNewField = 1;

// You can write logs to the browser console
console.log('Done!');

return item;`;

export const functionItemNode: INodeType = {
  description: {
    displayName: 'Function Item',
    name: 'n8n-nodes-base.functionItem',
    hidden: true,
    icon: 'fa:code',
    group: ['transform'],
    version: 1,
    description: 'Run custom function code which gets executed once per item',
    defaults: { name: 'Function Item', color: '#ddbb33' },
    inputs: ['main'],
    outputs: ['main'],
    parameterPane: 'wide',
    properties: [NEWER_NODE_NOTICE, functionCodeParameter(FUNCTION_ITEM_DEFAULT_CODE, 'The JavaScript code to execute for each item')],
  },
  async execute() {
    return runLegacyFunction(this, this.getCodeSandbox(), 'functionItem');
  },
};
