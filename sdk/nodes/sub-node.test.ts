import { describe, expect, it } from 'vitest';
import { isSubNodeDescription } from './sub-node';

describe('isSubNodeDescription', () => {
  it('is true only for types whose outputs are all typed', () => {
    expect(isSubNodeDescription({ outputs: ['ai_languageModel'] })).toBe(true);
    expect(isSubNodeDescription({ outputs: [{ type: 'ai_tool' }] })).toBe(true);
    expect(isSubNodeDescription({ outputs: ['main'] })).toBe(false);
    expect(isSubNodeDescription({ outputs: [] })).toBe(false);
    expect(isSubNodeDescription({ outputs: '={{ ["main"] }}' })).toBe(false);
    expect(isSubNodeDescription(undefined)).toBe(false);
  });
});
