import { describe, expect, it } from 'vitest';
import { displayParameter, getNodeParameters } from '@sdk';
import { webhookDescription } from './description';

/** The display names of the top-level parameters the editor shows for a Webhook node. */
function shownParameters(typeVersion: number, parameters: Record<string, unknown> = {}): string[] {
  const node = { typeVersion, parameters };
  const values = getNodeParameters(webhookDescription.properties, parameters, true, false, node, {
    nodeTypeDescription: webhookDescription,
  });
  return webhookDescription.properties.filter((p) => displayParameter(values, p, node, webhookDescription)).map((p) => p.displayName);
}

describe('webhook parameters shown', () => {
  it('v1 and v1.1 show the HTTP Method (they have no multiple-methods switch)', () => {
    for (const version of [1, 1.1]) {
      const shown = shownParameters(version);
      expect(shown).toContain('HTTP Method');
      expect(shown).not.toContain('HTTP Methods');
      expect(shown).not.toContain('Allow Multiple HTTP Methods');
    }
  });

  it('v2 shows one method, or the method list once multiple methods are allowed', () => {
    expect(shownParameters(2)).toEqual(expect.arrayContaining(['Allow Multiple HTTP Methods', 'HTTP Method']));
    expect(shownParameters(2)).not.toContain('HTTP Methods');
    const multiple = shownParameters(2, { multipleMethods: true, httpMethod: ['GET', 'POST'] });
    expect(multiple).toContain('HTTP Methods');
    expect(multiple).not.toContain('HTTP Method');
  });
});
