/**
 * Function (`n8n-nodes-base.function` v1), the node n8n had before Code and that many
 * older workflows still use: runs the code once with every input item in a mutable
 * `items` array (JSON and binary) and outputs the items it returns. Runs in the Code
 * node sandbox; see app/server/nodes/shared/legacy-function.ts.
 */
import type { INodeType } from '../../engine/node-interface';

import { functionCodeParameter, NEWER_NODE_NOTICE, runLegacyFunction } from '../shared/legacy-function';

/** n8n's default code for a new Function node. */
export const FUNCTION_DEFAULT_CODE = `// Code here will run only once, no matter how many input items there are.
// Tip: You can use luxon for dates and $jmespath for querying JSON structures

// Loop over inputs and add a new field called 'myNewField' to the JSON of each one
for (item of items) {
  item.json.myNewField = 1;
}

// You can write logs to the browser console
console.log('Done!');

return items;`;

export const functionNode: INodeType = {
  description: {
    displayName: 'Function',
    name: 'n8n-nodes-base.function',
    // As in n8n: kept for the workflows that use it; new workflows get the Code node.
    hidden: true,
    icon: 'fa:code',
    group: ['transform'],
    version: 1,
    description: 'Run custom function code which gets executed once and allows you to add, remove, change and replace items',
    defaults: { name: 'Function', color: '#FF9922' },
    inputs: ['main'],
    outputs: ['main'],
    parameterPane: 'wide',
    properties: [NEWER_NODE_NOTICE, functionCodeParameter(FUNCTION_DEFAULT_CODE, 'The JavaScript code to execute')],
  },
  async execute() {
    return runLegacyFunction(this, this.getCodeSandbox(), 'function');
  },
};
