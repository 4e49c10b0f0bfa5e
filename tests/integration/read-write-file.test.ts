/**
 * Read/Write Files from Disk through the engine, on a real folder: files are written
 * and read back inside the allowed folders only; paths out of them (absolute, `..`,
 * links, globs, the rest of the user folder) fail with n8n's message.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import { loadConfig } from '../../app/server/config';

const userFolder = mkdtempSync(join(tmpdir(), 'switchyard-rw-'));
const files = join(userFolder, 'files');
const outside = mkdtempSync(join(tmpdir(), 'switchyard-outside-'));
writeFileSync(join(outside, 'secret.txt'), 'top secret');

async function run(parameters: INodeParameters, input: INodeExecutionData[] = [{ json: {} }], fileAccessFolders?: string[]) {
  const workflow = {
    nodes: [node('Start', 'manualTrigger'), node('Data', 'noOp'), node('Files', 'readWriteFile', parameters)],
    connections: connect(['Start', 'Data'], ['Data', 'Files']),
  };
  return runTestWorkflow(workflow, {
    pinData: { Data: input },
    services: { userFolder, ...(fileAccessFolders ? { fileAccessFolders } : {}) },
  });
}

const text = (content: string, fileName = 'note.txt') => [
  { json: { id: 1 }, binary: { data: { data: Buffer.from(content).toString('base64'), mimeType: 'text/plain', fileName } } },
];

describe('Read/Write Files from Disk (n8n-nodes-base.readWriteFile v1)', { timeout: 30_000 }, () => {
  it('writes a file into the allowed folder (relative paths start there) and reads it back', async () => {
    const written = await run({ operation: 'write', fileName: 'reports/note.txt', dataPropertyName: 'data', options: {} }, text('hello'));
    expect(written.data.resultData.error).toBeUndefined();
    expect(outputJson(written, 'Files')).toEqual([{ id: 1, fileName: 'reports/note.txt' }]);
    expect(readFileSync(join(files, 'reports', 'note.txt'), 'utf8')).toBe('hello');
    await run(
      { operation: 'write', fileName: join(files, 'reports/note.txt'), dataPropertyName: 'data', options: { append: true } },
      text(' again'),
    );
    const read = await run({ operation: 'read', fileSelector: join(files, 'reports/note.txt'), options: {} });
    expect(outputJson(read, 'Files')).toEqual([
      { mimeType: 'text/plain', fileType: 'text', fileName: 'note.txt', fileExtension: 'txt', fileSize: '11 B' },
    ]);
    const binary = read.data.resultData.runData['Files']?.[0]?.data?.main?.[0]?.[0]?.binary?.['data'];
    expect(binary?.directory).toBe(join(files, 'reports'));
  });

  it('reads every file a glob pattern matches, in order', async () => {
    mkdirSync(join(files, 'many'), { recursive: true });
    for (const name of ['b.csv', 'a.csv', 'skip.txt']) writeFileSync(join(files, 'many', name), name);
    const read = await run({ operation: 'read', fileSelector: join(files, 'many/*.csv'), options: { dataPropertyName: 'file' } });
    expect((outputJson(read, 'Files') as Array<{ fileName: string }>).map((f) => f.fileName)).toEqual(['a.csv', 'b.csv']);
  });

  it('refuses files outside the allowed folders: absolute paths, .., globs, links, the rest of the user folder', async () => {
    const allowedMessage = `Access to the file is not allowed. Allowed paths: ${files}`;
    expect((await run({ operation: 'read', fileSelector: join(outside, 'secret.txt'), options: {} })).data.resultData.error?.message).toBe(
      allowedMessage,
    );
    expect((await run({ operation: 'read', fileSelector: '../config', options: {} })).data.resultData.error?.message).toBe(allowedMessage);
    expect((await run({ operation: 'read', fileSelector: `${outside}/*.txt`, options: {} })).data.resultData.error?.message).toBe(
      allowedMessage,
    );
    mkdirSync(files, { recursive: true });
    symlinkSync(outside, join(files, 'escape'));
    expect(
      (await run({ operation: 'read', fileSelector: join(files, 'escape', 'secret.txt'), options: {} })).data.resultData.error?.message,
    ).toBe(allowedMessage);
    const write = await run(
      { operation: 'write', fileName: join(files, 'escape', 'planted.txt'), dataPropertyName: 'data', options: {} },
      text('x'),
    );
    expect(write.data.resultData.error?.message).toBe(allowedMessage);
    // An operator who allows the whole user folder still cannot reach its database or key.
    writeFileSync(join(userFolder, 'database.sqlite'), 'db');
    const wide = await run({ operation: 'read', fileSelector: join(userFolder, 'database.sqlite'), options: {} }, undefined, [userFolder]);
    expect(wide.data.resultData.error?.message).toBe('Access to the file is not allowed');
  });

  it('says which file is missing; continue on fail gives the error as the item', async () => {
    const missing = await run({ operation: 'read', fileSelector: join(files, 'nope.txt'), options: {} });
    expect(missing.data.resultData.error?.message).toBe(`The file "${join(files, 'nope.txt')}" could not be found.`);
  });

  it('reads N8N_RESTRICT_FILE_ACCESS_TO (folders separated by ";"), defaulting to the user folder\'s files/', () => {
    expect(loadConfig({ SWITCHYARD_USER_FOLDER: userFolder }).fileAccessFolders).toEqual([files]);
    expect(
      loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, N8N_RESTRICT_FILE_ACCESS_TO: '/data/in; /data/out' }).fileAccessFolders,
    ).toEqual(['/data/in', '/data/out']);
    expect(() => loadConfig({ SWITCHYARD_USER_FOLDER: userFolder, N8N_RESTRICT_FILE_ACCESS_TO: 'relative/path' })).toThrow(
      /N8N_RESTRICT_FILE_ACCESS_TO/,
    );
  });
});
