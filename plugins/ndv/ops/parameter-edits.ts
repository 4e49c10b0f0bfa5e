/** Parameter edits as values at paths; defined in the sdk beside the operations that use them. */
export { missingFrom, parameterEdits, samePath, valueAt, withValueAt } from '@sdk';
