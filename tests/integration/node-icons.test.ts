/** Every built-in node type is drawn with a glyph in the creator, canvas and details view, never a monogram. */
import { describe, expect, it } from 'vitest';
import { createCoreNodeTypes } from '../../app/server/nodes';
import { nodeIconOf } from '../../sdk/react/node-icon';

describe('built-in node icons', () => {
  it('maps every built-in type’s icon to a glyph', () => {
    const registry = createCoreNodeTypes([]);
    const missing = registry
      .descriptions()
      .filter((description) => nodeIconOf(description).glyph === null)
      .map((description) => `${description.name} (${String(description.icon)})`);
    expect(missing).toEqual([]);
  });
});
