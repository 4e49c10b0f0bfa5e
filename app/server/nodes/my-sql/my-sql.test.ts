/**
 * The MySQL node against the local MariaDB (127.0.0.1:3306, root without password, database
 * `test`): each test works on its own table, dropped afterwards. Outputs are n8n's MySQL 2.x
 * items; the editor lookups and the `mySql` credential test use the same server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mysql, { type Connection } from 'mysql2/promise';
import type { IDataObject, INodeExecutionData, INodeParameters } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../engine/node-interface';
import { runNode } from '../http-request/testing/run-node';
import { mySqlNode } from './index';
import { searchTables, getColumns } from './methods';
import { testMySqlCredential } from './transport';

const DB = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
const PREFIX = `mysql_node_${process.pid}`;
let admin: Connection;
let tableCount = 0;

beforeAll(async () => {
  admin = await mysql.createConnection(DB);
});
afterAll(async () => {
  const [rows] = await admin.query(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE ?',
    [`${PREFIX}%`],
  );
  for (const row of rows as Array<{ name: string }>) await admin.query(`DROP TABLE IF EXISTS \`${row.name}\``);
  await admin.end();
});

/** A new table `<prefix>_<n>` with `columns`. */
async function freshTable(columns = 'id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(50), age INT'): Promise<string> {
  const name = `${PREFIX}_${++tableCount}`;
  await admin.query(`CREATE TABLE \`${name}\` (${columns})`);
  return name;
}

const locator = (name: string) => ({ table: { __rl: true, mode: 'list', value: name } });
const json = (items: INodeExecutionData[] | undefined) => items?.map((item) => item.json);
const rowsOf = async (name: string) => (await admin.query(`SELECT * FROM \`${name}\` ORDER BY id`))[0] as IDataObject[];

function run(
  parameters: INodeParameters,
  items?: IDataObject[],
  extra: { version?: number; continueOnFail?: boolean; credential?: IDataObject } = {},
) {
  return runNode(
    {
      type: 'n8n-nodes-base.mySql',
      typeVersion: extra.version ?? 2.5,
      parameters,
      credentials: { mySql: { id: 'db', name: 'MariaDB' } },
      ...(extra.continueOnFail ? { continueOnFail: true } : {}),
    },
    {
      types: [mySqlNode],
      credentials: { mySql: extra.credential ?? DB },
      ...(items ? { items: items.map((item) => ({ json: item })) } : {}),
    },
  );
}

describe('MySQL (n8n-nodes-base.mySql 2.x) against MariaDB', () => {
  it('inserts auto-mapped items in one statement and answers { success: true }, or the details when asked', async () => {
    const table = await freshTable();
    const inserted = await run({ operation: 'insert', ...locator(table) }, [{ name: 'Ada', age: 36 }, { name: 'Bob' }]);
    expect(json(inserted.output)).toEqual([{ success: true }]);
    expect(await rowsOf(table)).toEqual([
      { id: 1, name: 'Ada', age: 36 },
      { id: 2, name: 'Bob', age: null },
    ]);
    const detailed = await run({ operation: 'insert', ...locator(table), options: { detailedOutput: true } }, [{ name: 'Cy', age: 5 }]);
    expect(json(detailed.output)).toEqual([
      {
        sql: expect.stringContaining(`INTO \`${table}\` (\`name\`, \`age\`) VALUES ('Cy',5)`),
        data: expect.objectContaining({ affectedRows: 1, insertId: 3 }),
      },
    ]);
  });

  it('inserts the values defined below, skips duplicates with Skip on Conflict, and empty text as NULL when asked', async () => {
    const table = await freshTable('id INT PRIMARY KEY, name VARCHAR(50), age INT');
    const values = {
      values: [
        { column: 'id', value: '1' },
        { column: 'name', value: '={{ $json.who }}' },
      ],
    };
    await run({ operation: 'insert', ...locator(table), dataMode: 'defineBelow', valuesToSend: values }, [{ who: 'Ada' }]);
    const duplicate = await run({ operation: 'insert', ...locator(table), dataMode: 'defineBelow', valuesToSend: values }, [
      { who: 'Again' },
    ]);
    expect(duplicate.result.data.resultData.error?.message).toMatch(/Duplicate entry '1'/);
    const skipped = await run(
      { operation: 'insert', ...locator(table), dataMode: 'defineBelow', valuesToSend: values, options: { skipOnConflict: true } },
      [{ who: 'Again' }],
    );
    expect(json(skipped.output)).toEqual([{ success: true }]);
    await run({ operation: 'insert', ...locator(table), options: { replaceEmptyStrings: true } }, [{ id: 2, name: '' }]);
    expect(await rowsOf(table)).toEqual([
      { id: 1, name: 'Ada', age: null },
      { id: 2, name: null, age: null },
    ]);
  });

  it('updates by the column to match on, and upserts: inserting new keys and updating existing ones', async () => {
    const table = await freshTable();
    await admin.query(`INSERT INTO \`${table}\` (name, age) VALUES ('Ada', 36), ('Bob', 40)`);
    const updated = await run({ operation: 'update', ...locator(table), columnToMatchOn: 'name' }, [{ name: 'Bob', age: 41 }]);
    expect(json(updated.output)).toEqual([{ success: true }]);
    await run({ operation: 'upsert', ...locator(table), columnToMatchOn: 'id' }, [
      { id: 1, name: 'Ada L.', age: 37 },
      { id: 9, name: 'Cy', age: 5 },
    ]);
    await run(
      {
        operation: 'update',
        ...locator(table),
        dataMode: 'defineBelow',
        columnToMatchOn: 'id',
        valueToMatchOn: '9',
        valuesToSend: { values: [{ column: 'age', value: '6' }] },
      },
      [{}],
    );
    expect(await rowsOf(table)).toEqual([
      { id: 1, name: 'Ada L.', age: 37 },
      { id: 2, name: 'Bob', age: 41 },
      { id: 9, name: 'Cy', age: 6 },
    ]);
  });

  it('selects rows with conditions, sort, limit, output columns and distinct; no rows give no item from 2.2', async () => {
    const table = await freshTable();
    await admin.query(`INSERT INTO \`${table}\` (name, age) VALUES ('Ada', 36), ('Bob', 40), ('Cy', 5), ('Bob', 40)`);
    const where = { values: [{ column: 'age', condition: '>=', value: '10' }] };
    const sort = { values: [{ column: 'id', direction: 'DESC' }] };
    const selected = await run({ operation: 'select', ...locator(table), where, sort, limit: 2 });
    expect(json(selected.output)).toEqual([
      { id: 4, name: 'Bob', age: 40 },
      { id: 2, name: 'Bob', age: 40 },
    ]);
    const distinct = await run({
      operation: 'select',
      ...locator(table),
      returnAll: true,
      where: { values: [{ column: 'name', condition: 'LIKE', value: 'B%' }] },
      options: { outputColumns: ['name', 'age'], selectDistinct: true },
    });
    expect(json(distinct.output)).toEqual([{ name: 'Bob', age: 40 }]);
    const none = { operation: 'select', ...locator(table), where: { values: [{ column: 'name', value: 'Nobody' }] } };
    expect(json((await run(none)).output)).toEqual([]);
    expect(json((await run(none, undefined, { version: 2.1 })).output)).toEqual([{ success: true }]);
    const notNumber = await run({
      operation: 'select',
      ...locator(table),
      where: { values: [{ column: 'age', condition: '>', value: 'old' }] },
    });
    expect(notNumber.result.data.resultData.error?.message).toBe(
      "Operator in entry 1 of 'Select Rows' works with numbers, but value old is not a number",
    );
  });

  it('executes SQL with query parameters ($1 as a value, $2:name as an identifier), each item its own statement', async () => {
    const table = await freshTable();
    await admin.query(`INSERT INTO \`${table}\` (name, age) VALUES ('Ada', 36), ('Bob', 40)`);
    const output = await run(
      {
        operation: 'executeQuery',
        query: `SELECT $2:name AS who FROM \`${table}\` WHERE name = $1 AND '$1' = '$1'`,
        options: { queryReplacement: "={{ $json.name }},{{ 'name' }}" },
      },
      [{ name: 'Bob' }, { name: 'Ada' }],
    );
    expect(output.result.data.resultData.error?.message).toBeUndefined();
    expect(json(output.output)).toEqual([{ who: 'Bob' }, { who: 'Ada' }]);
    const missing = await run({ operation: 'executeQuery', query: 'SELECT $3' }, [{}]);
    expect(missing.result.data.resultData.error?.message).toMatch(/Parameter \$3 referenced in query but no replacement value provided/);
    const written = await run(
      { operation: 'executeQuery', query: `UPDATE \`${table}\` SET age = age + 1; SELECT name, age FROM \`${table}\` ORDER BY id` },
      [{}],
    );
    expect(json(written.output)).toEqual([
      { name: 'Ada', age: 37 },
      { name: 'Bob', age: 41 },
    ]);
  });

  it('gives dates as text from 2.1 and BIGINT as text unless numbers are asked for', async () => {
    const table = await freshTable('id INT PRIMARY KEY, born DATETIME, big BIGINT, price DECIMAL(6,2)');
    await admin.query(`INSERT INTO \`${table}\` VALUES (1, '2026-11-29 08:30:00', 9007199254740993, 12.50)`);
    const query = `SELECT born, big, price FROM \`${table}\``;
    expect(json((await run({ operation: 'executeQuery', query }, [{}])).output)).toEqual([
      { born: '2026-11-29 08:30:00', big: '9007199254740993', price: '12.50' },
    ]);
    const numbers = await run(
      {
        operation: 'executeQuery',
        query: `SELECT id, price FROM \`${table}\``,
        options: { largeNumbersOutput: 'numbers', decimalNumbers: true },
      },
      [{}],
    );
    expect(json(numbers.output)).toEqual([{ id: 1, price: 12.5 }]);
  });

  it('batches independently (an error item per failing item) or in a transaction (rolled back at the first failure)', async () => {
    const table = await freshTable('id INT PRIMARY KEY, name VARCHAR(50)');
    const items = [
      { id: 1, name: 'a' },
      { id: 1, name: 'dup' },
      { id: 2, name: 'b' },
    ];
    const independent = await run({ operation: 'insert', ...locator(table), options: { queryBatching: 'independently' } }, items, {
      continueOnFail: true,
    });
    expect(json(independent.output)).toEqual([
      { success: true },
      { message: expect.stringMatching(/Duplicate entry '1'/), item: expect.objectContaining({ itemIndex: 1 }), itemIndex: 1 },
      { success: true },
    ]);
    await admin.query(`DELETE FROM \`${table}\``);
    const transaction = await run({ operation: 'insert', ...locator(table), options: { queryBatching: 'transaction' } }, items, {
      continueOnFail: true,
    });
    expect(json(transaction.output)).toEqual([{ success: true }, expect.objectContaining({ itemIndex: 1 })]);
    expect(await rowsOf(table)).toEqual([]);
  });

  it('deletes matching rows, truncates and drops the table', async () => {
    const table = await freshTable();
    await admin.query(`INSERT INTO \`${table}\` (name, age) VALUES ('Ada', 36), ('Bob', 40)`);
    await run({
      operation: 'deleteTable',
      ...locator(table),
      deleteCommand: 'delete',
      where: { values: [{ column: 'name', value: 'Bob' }] },
    });
    expect((await rowsOf(table)).map((row) => row['name'])).toEqual(['Ada']);
    await run({ operation: 'deleteTable', ...locator(table), deleteCommand: 'truncate' });
    expect(await rowsOf(table)).toEqual([]);
    await run({ operation: 'deleteTable', ...locator(table), deleteCommand: 'drop' });
    const [left] = await admin.query(
      'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?',
      [table],
    );
    expect((left as Array<{ n: number }>)[0]!.n).toBe(0);
  });

  it('lists tables by search text and a table’s columns for the editor, and tests the credential', async () => {
    const table = await freshTable();
    const context = (parameters: IDataObject) =>
      ({
        getCredentials: async () => DB,
        getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
      }) as unknown as ILoadOptionsFunctions;
    const found = await searchTables.call(context({}), `${PREFIX}_${tableCount}`);
    expect(found.results).toEqual([{ name: table, value: table }]);
    const columns = await getColumns.call(context(locator(table)));
    expect(columns.map((column) => column.value)).toEqual(['id', 'name', 'age']);

    expect(await testMySqlCredential(DB)).toEqual({ status: 'OK', message: 'Connection successful!' });
    const wrong = await testMySqlCredential({ ...DB, user: 'nobody_here', password: 'x' });
    expect(wrong).toMatchObject({ status: 'Error', message: expect.stringMatching(/Access denied/) });
  });
});
