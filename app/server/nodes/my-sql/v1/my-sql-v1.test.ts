/**
 * MySQL 1 (n8n-nodes-base.mySql version 1) against the local MariaDB: the outputs of n8n's
 * version 1 (rows, or the statement's result header) for Execute Query, Insert and Update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mysql, { type Connection } from 'mysql2/promise';
import type { IDataObject, INodeParameters } from '@sdk/workflow';
import { runNode } from '../../http-request/testing/run-node';
import { mySqlV1Node } from './index';

const DB = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
const TABLE = `mysql_v1_${process.pid}`;
let admin: Connection;

beforeAll(async () => {
  admin = await mysql.createConnection(DB);
  await admin.query(`DROP TABLE IF EXISTS \`${TABLE}\``);
  await admin.query(`CREATE TABLE \`${TABLE}\` (id INT PRIMARY KEY, name VARCHAR(50), age INT, born DATE)`);
});
afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS \`${TABLE}\``);
  await admin.end();
});

function run(parameters: INodeParameters, items: IDataObject[] = [{}], continueOnFail = false) {
  return runNode(
    {
      type: 'n8n-nodes-base.mySql',
      typeVersion: 1,
      parameters,
      credentials: { mySql: { id: 'db', name: 'MariaDB' } },
      ...(continueOnFail ? { continueOnFail: true } : {}),
    },
    { types: [mySqlV1Node], credentials: { mySql: DB }, items: items.map((json) => ({ json })) },
  );
}

const header = (affectedRows: number, extra: IDataObject = {}) => ({
  fieldCount: 0,
  affectedRows,
  insertId: 0,
  info: expect.any(String),
  serverStatus: expect.any(Number),
  warningStatus: 0,
  changedRows: 0,
  ...extra,
});

describe('MySQL 1 against MariaDB', () => {
  it('inserts all items in one statement, the named columns only, and answers with the result header', async () => {
    const inserted = await run({ operation: 'insert', table: TABLE, columns: 'id, name,age' }, [
      { id: 1, name: 'Ada', age: 36, extra: 'ignored' },
      { id: 2, name: 'Bob' },
    ]);
    expect(inserted.output?.map((item) => item.json)).toEqual([header(2, { info: expect.stringContaining('Records: 2') })]);
    const [rows] = await admin.query(`SELECT id, name, age FROM \`${TABLE}\` ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, name: 'Ada', age: 36 },
      { id: 2, name: 'Bob', age: null },
    ]);
  });

  it('ignores a duplicate key with the "Ignore" modifier, and fails without it', async () => {
    const ignored = await run(
      { operation: 'insert', table: { __rl: true, mode: 'list', value: TABLE }, columns: 'id,name', options: { ignore: true } },
      [{ id: 1, name: 'Again' }],
    );
    // The duplicate is a warning, not an error.
    expect(ignored.output?.map((item) => item.json)).toEqual([header(0, { warningStatus: 1 })]);
    const failed = await run({ operation: 'insert', table: TABLE, columns: 'id,name' }, [{ id: 1, name: 'Again' }], true);
    expect(failed.output?.map((item) => item.json)).toEqual([{ error: expect.stringContaining('Duplicate entry') }]);
  });

  it('updates each item by the update key, one result header per item', async () => {
    const updated = await run({ operation: 'update', table: TABLE, updateKey: 'id', columns: 'age' }, [
      { id: 1, age: 37 },
      { id: 2, age: 41 },
      { id: 9, age: 1 },
    ]);
    expect(updated.output?.map((item) => item.json['affectedRows'])).toEqual([1, 1, 0]);
    const [rows] = await admin.query(`SELECT id, age FROM \`${TABLE}\` ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, age: 37 },
      { id: 2, age: 41 },
    ]);
  });

  it("runs each item's query: rows as items paired with their item, numbers as numbers, dates as dates", async () => {
    await admin.query(`UPDATE \`${TABLE}\` SET born = '1815-12-10' WHERE id = 1`);
    const selected = await run({ operation: 'executeQuery', query: `={{ "SELECT id, born FROM ${TABLE} WHERE id = " + $json.id }}` }, [
      { id: 1 },
      { id: 2 },
    ]);
    expect(selected.output?.map((item) => [item.json['id'], item.pairedItem])).toEqual([
      [1, { item: 0 }],
      [2, { item: 1 }],
    ]);
    expect(JSON.parse(JSON.stringify(selected.output?.[0]?.json['born']))).toMatch(/^1815-12-(09|10)T/);
    const changed = await run({ operation: 'executeQuery', query: `DELETE FROM ${TABLE} WHERE id = 2` });
    expect(changed.output?.map((item) => item.json)).toEqual([header(1)]);
  });
});
