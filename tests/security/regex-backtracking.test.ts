/**
 * User regular expressions run in linear time (docs/security.md "Code and expression
 * sandbox"): a backtracking pattern in an expression, a Rename Keys rule or an If
 * condition used to run inside one native call that nothing could interrupt, stalling
 * every route of the server for as long as it ran (`/^(a+)+$/` against 32 a's and a `!`:
 * minutes). Now each finishes at once with the right answer, and patterns the linear
 * engine cannot run (backreferences, lookaround) fail with a message naming the feature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../sdk/expressions/evaluate';
import { ExpressionError } from '../../sdk/expressions/errors';
import { runWorkflow, waitForExecution } from '../integration/executions-helpers';
import { startTeam } from '../integration/workflows-helpers';
import type { Team } from '../integration/workflows-helpers';

const EVIL = "'a'.repeat(32) + '!'";

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('expressions', () => {
  const evaluate = (text: string) => evaluateExpression(text, {});

  it.each([
    ['a literal', `{{ /^(a+)+$/.test(${EVIL}) }}`, false],
    ['new RegExp', `{{ new RegExp('^(a+)+$').test(${EVIL}) }}`, false],
    ['RegExp()', `{{ RegExp('^(a+)+$', 'i').test(${EVIL}) }}`, false],
    ['String#match with pattern text', `{{ (${EVIL}).match('^(a+)+$') }}`, null],
    ['String#search with pattern text', `{{ (${EVIL}).search('^(a+)+$') }}`, -1],
    ['String#matchAll with pattern text', `{{ [...(${EVIL}).matchAll('(a+)+b')].length }}`, 0],
    ['String#replace with a literal', `{{ (${EVIL}).replace(/^(a+)+$/, 'x') }}`, `${'a'.repeat(32)}!`],
    ['String#split with a literal', `{{ (${EVIL}).split(/(a+)+b/).length }}`, 1],
    ['match passed as a function value', `{{ ['^(a+)+$'].map((${EVIL}).match, ${EVIL})[0] }}`, null],
    ['exec', `{{ /(x+x+)+y/.exec('x'.repeat(40)) }}`, null],
  ])('%s finishes at once', (_label, text, expected) => {
    const { value, ms } = timed(() => evaluate(text));
    expect(value).toEqual(expected);
    expect(ms).toBeLessThan(1_000);
  });

  it('ordinary patterns still work', () => {
    expect(evaluate("{{ 'a-1 b-22'.replace(/(\\w)-(\\d+)/g, '$2$1') }}")).toBe('1a 22b');
    expect(evaluate("{{ '2024-05-06'.match(/(?<y>\\d{4})-(?<m>\\d\\d)/).groups.m }}")).toBe('05');
    expect(evaluate("{{ 'a, b,c'.split(/\\s*,\\s*/) }}")).toEqual(['a', 'b', 'c']);
    expect(evaluate("{{ [...'x1y2'.matchAll(/\\d/g)].map(m => m.index) }}")).toEqual([1, 3]);
    expect(evaluate("{{ /^ab+c$/i.test('ABBC') && 'abc'.search('b') === 1 && 'a.b'.replaceAll('.', '/') === 'a/b' }}")).toBe(true);
    expect(evaluate('{{ /x/g instanceof RegExp }}')).toBe(true);
  });

  it('backreferences and lookaround fail with a message naming them', () => {
    for (const [text, feature] of [
      ["{{ /(a)\\1/.test('aa') }}", 'a backreference (\\1) is not supported'],
      ["{{ 'ab'.match('a(?=b)') }}", 'lookahead ((?= and (?!) is not supported'],
      ["{{ new RegExp('(?<!a)b').test('b') }}", 'lookbehind ((?<= and (?<!) is not supported'],
    ] as const) {
      let error: unknown;
      try {
        evaluate(text);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, text).toBeInstanceOf(ExpressionError);
      expect((error as Error).message, text).toContain(feature);
    }
  });
});

type Json = Record<string, unknown>;

describe('on a real server', { timeout: 60_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam('sqlite', []);
  });
  afterAll(() => team.close());

  const node = (name: string, type: string, x: number, parameters: Json, typeVersion = 1): Json => ({
    id: name,
    name,
    type: `n8n-nodes-base.${type}`,
    typeVersion,
    position: [x, 0],
    parameters,
  });
  const workflowOf = (name: string, nodes: Json[]): Json => ({
    name,
    nodes: [node('Start', 'manualTrigger', 0, {}), ...nodes],
    connections: Object.fromEntries(
      ['Start', ...nodes.map((n) => n['name'] as string)]
        .slice(0, -1)
        .map((from, i) => [from, { main: [[{ node: (nodes[i] as Json)['name'], type: 'main', index: 0 }]] }]),
    ),
    settings: { executionOrder: 'v1', saveManualExecutions: true },
  });

  type RunData = Record<string, Array<{ data: { main: Array<Array<{ json: Json }> | null> } }>>;

  /** Runs `workflow`, checking /healthz answers quickly meanwhile; returns its run data. */
  async function runAndWatch(workflow: Json): Promise<RunData> {
    const started = performance.now();
    const id = await runWorkflow(team.owner, workflow);
    const health = performance.now();
    const answer = await fetch(`${team.server.base}/healthz`, { signal: AbortSignal.timeout(30_000) });
    expect(answer.status).toBe(200);
    expect(performance.now() - health).toBeLessThan(2_000);
    const execution = await waitForExecution(team.owner, id);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(execution?.status).toBe('success');
    return (execution as unknown as { data: { resultData: { runData: RunData } } }).data.resultData.runData;
  }
  const output = (runData: RunData, name: string, index = 0) => (runData[name]?.[0]?.data.main[index] ?? []).map((item) => item.json);

  it('a Set node expression with a backtracking pattern', async () => {
    const runData = await runAndWatch(
      workflowOf('Regex expression', [
        node(
          'Set',
          'set',
          200,
          {
            assignments: { assignments: [{ id: 'a', name: 'matched', value: `={{ /^(a+)+$/.test(${EVIL}) }}`, type: 'boolean' }] },
            options: {},
          },
          3.4,
        ),
      ]),
    );
    expect(output(runData, 'Set')).toEqual([{ matched: false }]);
  });

  it('a Rename Keys regex and an If (v1) regex condition over data from the item', async () => {
    const key = `${'a'.repeat(32)}!`;
    const runData = await runAndWatch(
      workflowOf('Regex nodes', [
        node(
          'Data',
          'set',
          200,
          {
            assignments: {
              assignments: [
                { id: 'k', name: key, value: key, type: 'string' },
                { id: 'p', name: 'plain', value: 'p', type: 'string' },
              ],
            },
            options: {},
          },
          3.4,
        ),
        node('Rename', 'renameKeys', 400, {
          additionalOptions: {
            regexReplacement: {
              replacements: [
                { searchRegex: '^(a+)+$', replaceRegex: 'never' },
                { searchRegex: '^pl(a)in$', replaceRegex: 'renamed_$1' },
              ],
            },
          },
        }),
        node('If', 'if', 600, { conditions: { string: [{ value1: `={{ $json["${key}"] }}`, operation: 'regex', value2: '/^(a+)+$/' }] } }),
      ]),
    );
    // The evil key does not match (found in linear time); the plain one is renamed.
    expect(output(runData, 'Rename')).toEqual([{ [key]: key, renamed_a: 'p' }]);
    // The condition is false: the item leaves on the false branch.
    expect(output(runData, 'If', 0)).toEqual([]);
    expect(output(runData, 'If', 1)).toEqual([{ [key]: key, renamed_a: 'p' }]);
  });
});
