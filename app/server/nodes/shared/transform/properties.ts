/** Parameter descriptions the Transform nodes share (n8n's names and texts). */
import type { INodeProperties } from '@sdk/workflow';

/** The "Disable Dot Notation" option every Transform node offers. */
export const disableDotNotationOption: INodeProperties = {
  displayName: 'Disable Dot Notation',
  name: 'disableDotNotation',
  type: 'boolean',
  default: false,
  description: 'Whether to disallow referencing child fields using `parent.child` in the field name',
};

/** Sort's default compare code (n8n's text). */
export const DEFAULT_SORT_CODE = `// The two items to compare are in the variables a and b
// Access the fields in a.json and b.json
// Return -1 if a should go before b
// Return 1 if b should go before a
// Return 0 if there's no difference

fieldName = 'myField';

if (a.json[fieldName] < b.json[fieldName]) {
\treturn -1;
}
if (a.json[fieldName] > b.json[fieldName]) {
\treturn 1;
}
return 0;`;
