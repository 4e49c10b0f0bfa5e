/**
 * The Code node's starting code per mode (written once, in the sdk, for the server's
 * node description too), and the swap rule: on a mode change the placeholder is
 * replaced only while the content is empty or still equals the other mode's placeholder.
 *
 * @module
 */
import { CODE_NODE_PLACEHOLDERS } from '@sdk';
import type { CodeNodeMode } from './lint-types';

export { CODE_NODE_PLACEHOLDERS };

/** The code after the mode changes to `mode`: the new placeholder, or the user's code unchanged. */
export function codeAfterModeChange(code: string, mode: CodeNodeMode): string {
  const other: CodeNodeMode = mode === 'runOnceForAllItems' ? 'runOnceForEachItem' : 'runOnceForAllItems';
  if (code.trim() === '' || code.trim() === CODE_NODE_PLACEHOLDERS[other].trim()) return CODE_NODE_PLACEHOLDERS[mode];
  return code;
}
