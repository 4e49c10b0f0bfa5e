import { describe, expect, it } from 'vitest';
import { resolveTemplatesHost } from './host-url';
import { locationOfQuery, queryFromLocation, toggleCategory } from './query-location';

describe('the search in the URL', () => {
  it('round-trips the text and the categories', () => {
    const location = locationOfQuery({ search: 'send mail', categories: [5, 2] });
    expect(location).toBe('/templates?search=send+mail&categories=2%2C5');
    expect(queryFromLocation(location)).toEqual({ search: 'send mail', categories: [2, 5] });
    expect(locationOfQuery({ search: '  ', categories: [] })).toBe('/templates');
  });

  it('ignores category ids that are not ids', () => {
    expect(queryFromLocation('/templates?categories=1,x,-2,1,3')).toEqual({ search: '', categories: [1, 3] });
  });

  it('toggles a category on and off', () => {
    expect(toggleCategory([3], 1)).toEqual([1, 3]);
    expect(toggleCategory([1, 3], 1)).toEqual([3]);
  });
});

describe('the host the page calls', () => {
  it("calls the instance's own host on the page's origin", () => {
    expect(resolveTemplatesHost('http://localhost:5678/templates-api/', 'http://localhost:5678', 'http://127.0.0.1:5678')).toBe(
      'http://127.0.0.1:5678/templates-api/',
    );
  });

  it('leaves another host as configured, with a trailing slash', () => {
    expect(resolveTemplatesHost('https://api.n8n.io/api', 'http://localhost:5678', 'http://localhost:5678')).toBe(
      'https://api.n8n.io/api/',
    );
  });
});
