import { describe, expect, it } from 'vitest';
import { referencedNodeNames } from './node-data';

describe('referencedNodeNames', () => {
  it('finds names given as string literals in every accessor form', () => {
    const code = `const a = $('Start').item.json;
const b = $("Get \\"quoted\\" rows").all();
const c = $(\`Tmpl\`).first();
const d = $node["Legacy"].json.x + $node['Other'].json.y + $node.Dotted.json.z;
const e = $items("Old", 1);`;
    expect([...(referencedNodeNames(code) as Set<string>)].sort()).toEqual([
      'Dotted',
      'Get "quoted" rows',
      'Legacy',
      'Old',
      'Other',
      'Start',
      'Tmpl',
    ]);
  });

  it('asks for every node when a name is computed', () => {
    expect(referencedNodeNames("const n = 'Start'; return $(n).all()")).toBe('all');
    expect(referencedNodeNames('return $node[name].json')).toBe('all');
    expect(referencedNodeNames('return $(`${prefix}Node`).all()')).toBe('all');
  });

  it('finds none in code that reads only its input', () => {
    expect(referencedNodeNames('return $input.all().map(i => ({json: {...i.json, x: $json}}))')).toEqual(new Set());
  });
});
