import { describe, expect, it } from 'vitest';
import { fromAiInParameters, fromAiPlaceholders, fromAiSchema } from './from-ai';

describe('$fromAI placeholders', () => {
  it('reads key, description, type and whether a default makes it optional', () => {
    expect(fromAiPlaceholders("={{ $fromAI('city', 'The city to look up', 'string') }}")).toEqual([
      { key: 'city', description: 'The city to look up', type: 'string', optional: false },
    ]);
    expect(fromAiPlaceholders('={{ $fromAI("days", "", "number", 3) }}')).toEqual([{ key: 'days', type: 'number', optional: true }]);
    expect(fromAiPlaceholders("={{ $fromai('q') }} and {{ $fromAi(`limit`, `max`, `NUMBER`) }}").map((p) => [p.key, p.type])).toEqual([
      ['q', 'string'],
      ['limit', 'number'],
    ]);
  });

  it('finds them anywhere in the parameters and builds the tool schema', () => {
    const found = fromAiInParameters({
      url: "=https://api.example.com/{{ $fromAI('path', 'API path') }}",
      options: { query: [{ name: 'n', value: "={{ $fromAI('n', 'how many', 'number', 1) }}" }] },
      body: "={{ $fromAI('payload', 'the body', 'json') }}",
      constructorName: "={{ $fromAI('kind', 'x', 'constructor') }}",
    });
    expect(fromAiSchema(found.values())).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string', description: 'API path' },
        n: { type: 'number', description: 'how many' },
        payload: { type: 'object', additionalProperties: true, description: 'the body' },
        kind: { type: 'string', description: 'x' },
      },
      required: ['path', 'payload', 'kind'],
    });
  });
});
