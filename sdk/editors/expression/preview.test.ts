import { describe, expect, it } from 'vitest';
import { missingReferenceHint, missingReferences, previewParts } from './preview';

const context = { $json: { name: 'Ada', address: { city: 'London' } } };

describe('the inline preview of an expression', () => {
  it('resolves each part and marks the parts that resolve to nothing', () => {
    expect(previewParts('Hello {{ $json.name }}!', context)).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'value', text: 'Ada' },
      { kind: 'text', text: '!' },
    ]);
    expect(previewParts('Hello {{ $json.nmae }}!', context)[1]).toEqual({ kind: 'undefined', text: '[undefined]' });
    expect(previewParts('{{ $json.name }}', undefined)).toEqual([{ kind: 'value', text: '[filled at execution time]' }]);
  });

  it('names the missing key and the keys that exist', () => {
    const [missing] = missingReferences('Hello {{ $json.nmae }}!', context);
    expect(missing).toMatchObject({ key: 'nmae', parent: '$json', available: ['name', 'address'] });
    expect(missingReferenceHint(missing!)).toBe('“nmae” is not in $json, so it resolves to nothing. $json has: name, address.');
    expect(missingReferences('{{ $json.address.town }}', context)[0]).toMatchObject({
      key: 'town',
      parent: '$json.address',
      available: ['city'],
    });
    expect(missingReferences('{{ $json["name"] }} {{ $json.address.city }}', context)).toEqual([]);
    expect(missingReferences('{{ $json.nmae }}', undefined)).toEqual([]);
  });
});
