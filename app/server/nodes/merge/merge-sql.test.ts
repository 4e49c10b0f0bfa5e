/** Merge v3 "SQL Query": alasql in an isolate, and the differences between 3, 3.1 and 3.2. */
import { describe, expect, it } from 'vitest';
import { runMerge } from './merge-test-helpers';
import { rowToItem, withPairedItemColumns } from './combine-by-sql';

const people = [
  { id: 1, name: 'ann' },
  { id: 2, name: 'bob' },
];
const scores = [
  { who: 'bob', score: 7 },
  { who: 'ann', score: 9 },
];
const sql = (query: string, extra: Record<string, unknown> = {}) => ({ mode: 'combineBySql', query, ...extra });

describe('Merge v3 SQL Query', () => {
  it('joins the inputs as tables input1, input2 (the default query is a left join on input1.name = input2.id)', async () => {
    const run = await runMerge(
      3.2,
      sql('SELECT input1.name, input2.score FROM input1 JOIN input2 ON input1.name = input2.who ORDER BY score'),
      people,
      scores,
    );
    expect(run.json).toEqual([
      { name: 'bob', score: 7 },
      { name: 'ann', score: 9 },
    ]);
    const byDefault = await runMerge(3.2, { mode: 'combineBySql' }, people, [{ id: 'ann', age: 30 }]);
    expect(byDefault.json).toEqual([
      { id: 'ann', name: 'ann', age: 30 },
      { id: 2, name: 'bob' },
    ]);
  });

  it('3.1 pairs each row with the items it came from; 3 pairs every row with every input item', async () => {
    const query = 'SELECT input1.name, input2.score FROM input1 JOIN input2 ON input1.name = input2.who';
    const mapped = await runMerge(3.1, sql(query), people, scores);
    expect(mapped.items.map((item) => item.pairedItem)).toEqual([
      [
        { item: 0, input: 0 },
        { item: 1, input: 1 },
      ],
      [
        { item: 1, input: 0 },
        { item: 0, input: 1 },
      ],
    ]);
    const all = await runMerge(3, sql(query), people, scores);
    expect(all.json).toEqual(mapped.json);
    expect(all.items[0]!.pairedItem).toEqual([
      { item: 0, input: 0 },
      { item: 1, input: 0 },
      { item: 0, input: 1 },
      { item: 1, input: 1 },
    ]);
  });

  it('a query without rows: { success: true } before 3.2; nothing in 3.2 unless "Empty Query Result" is Success', async () => {
    const none = 'SELECT * FROM input1 WHERE id > 10';
    expect((await runMerge(3.1, sql(none), people, scores)).json).toEqual([{ success: true }]);
    expect((await runMerge(3, sql(none), people, scores)).json).toEqual([{ success: true }]);
    expect((await runMerge(3.2, sql(none), people, scores)).json).toEqual([]);
    expect((await runMerge(3.2, sql(none, { options: { emptyQueryResult: 'success' } }), people, scores)).json).toEqual([
      { success: true },
    ]);
  });

  it('queries three inputs and evaluates {{ }} expressions in the query', async () => {
    const run = await runMerge(3.2, sql('SELECT COUNT(*) AS n FROM input3 WHERE id > {{ 1 + 1 }}', { numberInputs: 3 }), people, scores, [
      { id: 3 },
      { id: 4 },
      { id: 1 },
    ]);
    expect(run.json).toEqual([{ n: 2 }]);
  });

  it('fails with "Issue while executing query" on a bad query, and cannot read files', async () => {
    expect((await runMerge(3.2, sql('SELECT * FROM input9'), people, scores)).error).toBe('Issue while executing query');
    expect((await runMerge(3.2, sql("SELECT * FROM CSV('/etc/passwd')"), people, scores)).error).toBe('Issue while executing query');
  });

  it('adds the paired item columns of the tables a SELECT names', () => {
    expect(withPairedItemColumns('SELECT a FROM input1 JOIN input2 ON x', 3)).toBe(
      'SELECT a, input1.pairedItem AS pairedItem1, input2.pairedItem AS pairedItem2 FROM input1 JOIN input2 ON x',
    );
    expect(withPairedItemColumns('SELECT * FROM input1', 2)).toBe('SELECT * FROM input1');
  });
});

describe('Merge v3 SQL result rows', () => {
  it('turn pairedItem columns into paired items and keep a __proto__ column as data', () => {
    const row = JSON.parse('{"a":1,"__proto__":{"polluted":true},"pairedItem1":{"item":0},"pairedItem2":null}') as Record<string, unknown>;
    const item = rowToItem(row as never);
    expect(item.pairedItem).toEqual([{ item: 0 }]);
    expect(Object.getPrototypeOf(item.json)).toBe(Object.prototype);
    expect(Object.hasOwn(item.json, '__proto__')).toBe(true);
    expect(Object.keys(item.json)).toEqual(['a', '__proto__']);
  });
});
