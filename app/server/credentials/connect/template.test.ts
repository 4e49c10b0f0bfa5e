import { describe, expect, it } from 'vitest';
import { resolveTemplate, resolveTemplateObject, UnsupportedTemplateError } from './template';

const data = { user: 'alice', token: 't0k', 'odd name': 'x', n: 5 };

describe('resolveTemplate', () => {
  it('resolves $credentials references, whole or inside text', () => {
    expect(resolveTemplate('={{$credentials.user}}', data)).toBe('alice');
    expect(resolveTemplate('={{ $credentials["odd name"] }}', data)).toBe('x');
    expect(resolveTemplate('=Bearer {{$credentials.token}}', data)).toBe('Bearer t0k');
    expect(resolveTemplate('={{$credentials.n}}', data)).toBe('5');
    expect(resolveTemplate('={{$credentials.missing}}', data)).toBe('');
    // Optional chaining, as community packages write it.
    expect(resolveTemplate('={{$credentials?.user}}', data)).toBe('alice');
    expect(resolveTemplate('={{ $credentials?.["odd name"] }}', data)).toBe('x');
  });

  it('leaves plain text alone and refuses other expressions', () => {
    expect(resolveTemplate('{{$credentials.user}}', data)).toBe('{{$credentials.user}}');
    expect(() => resolveTemplate('={{ $env.SECRET }}', data)).toThrow(UnsupportedTemplateError);
    expect(() => resolveTemplate('={{ process.exit() }}', data)).toThrow(UnsupportedTemplateError);
  });

  it('resolves keys and values of an object, dropping empty keys', () => {
    expect(resolveTemplateObject({ '={{$credentials.user}}': '={{$credentials.token}}', '={{$credentials.none}}': 'x' }, data)).toEqual({
      alice: 't0k',
    });
  });
});
