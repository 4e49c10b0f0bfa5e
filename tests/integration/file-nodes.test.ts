/**
 * Convert To File and Extract From File through the engine, with binary data kept on
 * disk as the engine keeps it: CSV and XLSX (and ODS) round-trip items, CSV options
 * (delimiter, header row, empty cells), JSON and text files, base64, and n8n's messages.
 */
import { describe, expect, it } from 'vitest';
import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import type { RunResult } from '../../app/server/engine/run-types';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BinaryDataStore } from '../../app/server/engine/binary-data';

// The engine keeps files in this folder's binaryData/, where the test reads them back.
const userFolder = mkdtempSync(join(tmpdir(), 'switchyard-files-'));
const store = new BinaryDataStore(userFolder);

const people = [
  { json: { name: 'Ada', age: 36, address: { city: 'London' } } },
  { json: { name: 'Linus', age: 28, address: { city: 'Helsinki' } } },
];

async function chain(steps: Array<[string, string, INodeParameters, number?]>, input: INodeExecutionData[]) {
  const nodes = [
    node('Start', 'manualTrigger'),
    node('Data', 'noOp'),
    ...steps.map(([name, type, parameters, typeVersion]) => node(name, type, parameters, { typeVersion: typeVersion ?? 1 })),
  ];
  const names = ['Start', 'Data', ...steps.map(([name]) => name)];
  const links = names.slice(1).map((name, i) => [names[i]!, name] as [string, string]);
  return runTestWorkflow({ nodes, connections: connect(...links) }, { pinData: { Data: input }, services: { userFolder } });
}

function binaryOf(result: RunResult, nodeName: string, property = 'data') {
  return result.data.resultData.runData[nodeName]?.[0]?.data?.main?.[0]?.[0]?.binary?.[property];
}

async function contentOf(result: RunResult, nodeName: string): Promise<Buffer> {
  const binary = binaryOf(result, nodeName);
  if (!binary) throw new Error(`${nodeName} output no file`);
  return store.toBuffer(binary);
}

describe('Convert To File → Extract From File', { timeout: 30_000 }, () => {
  it('round-trips items through CSV (with the BOM SheetJS writes, as n8n does), nested fields as dotted columns, values as text', async () => {
    const result = await chain(
      [
        ['To CSV', 'convertToFile', { operation: 'csv', options: {} }, 1.1],
        ['From CSV', 'extractFromFile', { operation: 'csv', options: { enableBOM: true } }],
      ],
      people,
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(binaryOf(result, 'To CSV')).toMatchObject({ fileName: 'File.csv', mimeType: 'text/csv', fileExtension: 'csv' });
    expect((await contentOf(result, 'To CSV')).toString()).toBe('\ufeffname,age,address.city\nAda,36,London\nLinus,28,Helsinki');
    expect(outputJson(result, 'From CSV')).toEqual([
      { name: 'Ada', age: '36', 'address.city': 'London' },
      { name: 'Linus', age: '28', 'address.city': 'Helsinki' },
    ]);
    // Without "Exclude Byte Order Mark" the BOM stays in the first header, as in n8n.
    const kept = await chain(
      [
        ['To CSV', 'convertToFile', { operation: 'csv', options: {} }, 1.1],
        ['Keep BOM', 'extractFromFile', { operation: 'csv', options: {} }],
      ],
      people,
    );
    expect(Object.keys((outputJson(kept, 'Keep BOM') as object[])[0] ?? {})).toEqual(['\ufeffname', 'age', 'address.city']);
  });

  it('round-trips items through XLSX and ODS with typed cells and a named sheet', async () => {
    for (const format of ['xlsx', 'ods'] as const) {
      const result = await chain(
        [
          ['To sheet', 'convertToFile', { operation: format, options: { sheetName: 'People', fileName: `people.${format}` } }],
          ['From sheet', 'extractFromFile', { operation: format, options: { sheetName: 'People' } }],
        ],
        people,
      );
      expect(result.data.resultData.error, format).toBeUndefined();
      expect(binaryOf(result, 'To sheet')?.fileName).toBe(`people.${format}`);
      const workbook = readWorkbook(await contentOf(result, 'To sheet'));
      expect(workbook.SheetNames).toEqual(['People']);
      expect(sheetUtils.sheet_to_json(workbook.Sheets['People']!)).toEqual([
        { name: 'Ada', age: 36, 'address.city': 'London' },
        { name: 'Linus', age: 28, 'address.city': 'Helsinki' },
      ]);
      expect(outputJson(result, 'From sheet')).toEqual([
        { name: 'Ada', age: 36, 'address.city': 'London' },
        { name: 'Linus', age: 28, 'address.city': 'Helsinki' },
      ]);
    }
  });

  it('reads CSV with options: delimiter, no header row, empty cells, row limit', async () => {
    const csv = 'a;b;c\n1;;3\n4;5;6\n7;8;9\n';
    const input = [
      {
        json: {},
        binary: { data: { data: Buffer.from(csv).toString('base64'), mimeType: 'text/csv', fileName: 'x.csv', fileExtension: 'csv' } },
      },
    ];
    const plain = await chain([['Read', 'extractFromFile', { operation: 'csv', options: { delimiter: ';', maxRowCount: 2 } }]], input);
    expect(outputJson(plain, 'Read')).toEqual([
      { a: '1', c: '3' },
      { a: '4', b: '5', c: '6' },
    ]);
    const empty = await chain(
      [['Read', 'extractFromFile', { operation: 'csv', options: { delimiter: ';', includeEmptyCells: true, maxRowCount: 1 } }]],
      input,
    );
    expect(outputJson(empty, 'Read')).toEqual([{ a: '1', b: '', c: '3' }]);
    const rows = await chain(
      [['Read', 'extractFromFile', { operation: 'csv', options: { delimiter: ';', headerRow: false, maxRowCount: 2 } }]],
      input,
    );
    expect(outputJson(rows, 'Read')).toEqual([{ row: ['a', 'b', 'c'] }, { row: ['1', '', '3'] }]);
  });

  it('writes JSON files (all items, or one per item) and reads them back', async () => {
    const once = await chain(
      [
        ['To JSON', 'convertToFile', { operation: 'toJson', mode: 'once', options: { format: true } }],
        ['From JSON', 'extractFromFile', { operation: 'fromJson', destinationKey: 'people', options: {} }],
      ],
      people,
    );
    expect(binaryOf(once, 'To JSON')).toMatchObject({ mimeType: 'application/json', fileName: 'file.json' });
    expect(outputJson(once, 'From JSON')).toEqual([{ people: people.map((p) => p.json) }]);
    const each = await chain([['To JSON', 'convertToFile', { operation: 'toJson', mode: 'each', options: {} }]], people);
    expect(each.data.resultData.runData['To JSON']?.[0]?.data?.main?.[0]).toHaveLength(2);
  });

  it('writes a field as a text file, moves files to base64 and back', async () => {
    const result = await chain(
      [
        ['To text', 'convertToFile', { operation: 'toText', sourceProperty: 'name', options: { fileName: 'name.txt' } }],
        ['To base64', 'extractFromFile', { operation: 'binaryToPropery', destinationKey: 'b64', options: {} }],
        [
          'From base64',
          'convertToFile',
          { operation: 'toBinary', sourceProperty: 'b64', options: { fileName: 'again.txt', mimeType: 'text/plain' } },
        ],
        ['Read text', 'extractFromFile', { operation: 'text', destinationKey: 'content', options: { keepSource: 'both' } }],
      ],
      people,
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'To base64')).toEqual([
      { b64: Buffer.from('Ada').toString('base64') },
      { b64: Buffer.from('Linus').toString('base64') },
    ]);
    expect(outputJson(result, 'Read text')).toEqual([{ content: 'Ada' }, { content: 'Linus' }]);
    expect(binaryOf(result, 'Read text')?.fileName).toBe('again.txt');
  });

  it("fails with n8n's messages: wrong file type, bad base64, an event without a start", async () => {
    const html = [
      {
        json: {},
        binary: {
          data: {
            data: Buffer.from('<p>not json</p>').toString('base64'),
            mimeType: 'text/html',
            fileName: 'x.html',
            fileExtension: 'html',
          },
        },
      },
    ];
    const json = await chain([['Read', 'extractFromFile', { operation: 'fromJson', destinationKey: 'data', options: {} }]], html);
    expect(json.data.resultData.error?.message).toBe("The file selected in 'Input Binary Field' is not in JSON format");
    const notBase64 = await chain(
      [['File', 'convertToFile', { operation: 'toBinary', sourceProperty: 'name', options: {} }]],
      [{ json: { name: 'plain text!' } }],
    );
    expect(notBase64.data.resultData.error?.message).toMatch(/not valid base64 data/);
    // An event without a start date says which date it could not read.
    const ics = await chain([['File', 'convertToFile', { operation: 'iCal', end: '2027-01-01T10:00:00Z' }]], people);
    expect(ics.data.resultData.error?.message).toBe('The start date "" is not a valid date');
  });
});

describe('Compression (n8n-nodes-base.compression v1)', { timeout: 30_000 }, () => {
  const files = [
    {
      json: { id: 1 },
      binary: {
        a: {
          data: Buffer.from('first file '.repeat(50)).toString('base64'),
          mimeType: 'text/plain',
          fileName: 'a.txt',
          fileExtension: 'txt',
        },
        b: { data: Buffer.from('second').toString('base64'), mimeType: 'text/plain', fileName: 'b.txt', fileExtension: 'txt' },
      },
    },
  ];

  it("zips files and unzips them again with their names, keeping the item's JSON", async () => {
    const result = await chain(
      [
        [
          'Zip',
          'compression',
          { operation: 'compress', binaryPropertyName: 'a, b', outputFormat: 'zip', fileName: 'both.zip', binaryPropertyOutput: 'archive' },
        ],
        ['Unzip', 'compression', { operation: 'decompress', binaryPropertyName: 'archive', outputPrefix: 'file_' }],
      ],
      files,
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(binaryOf(result, 'Zip', 'archive')).toMatchObject({ fileName: 'both.zip', fileExtension: 'zip' });
    const unzipped = result.data.resultData.runData['Unzip']?.[0]?.data?.main?.[0]?.[0];
    expect(unzipped?.json).toEqual({ id: 1 });
    expect(Object.keys(unzipped?.binary ?? {})).toEqual(['file_0', 'file_1']);
    expect(unzipped?.binary?.['file_0']?.fileName).toBe('a.txt');
    expect((await store.toBuffer(unzipped!.binary!['file_1']!)).toString()).toBe('second');
  });

  it("gzips each file and gunzips it back (n8n's names: <name>.gzip, then <name>.<type>)", async () => {
    const result = await chain(
      [
        ['Gzip', 'compression', { operation: 'compress', binaryPropertyName: 'a', outputFormat: 'gzip', outputPrefix: 'gz_' }],
        [
          'Rename',
          'code',
          { jsCode: "for (const item of $input.all()) { item.binary.gz_0.fileExtension = 'gz'; } return $input.all();" },
          2,
        ],
        ['Gunzip', 'compression', { operation: 'decompress', binaryPropertyName: 'gz_0', outputPrefix: 'out_' }],
      ],
      files,
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(binaryOf(result, 'Gzip', 'gz_0')?.fileName).toBe('a.gzip');
    const out = binaryOf(result, 'Gunzip', 'out_0');
    expect(out).toMatchObject({ fileName: 'a.txt', mimeType: 'text/plain' });
    expect((await store.toBuffer(out!)).toString()).toBe('first file '.repeat(50));
  });
});

describe('Spreadsheet File (n8n-nodes-base.spreadsheetFile v1, v2)', { timeout: 30_000 }, () => {
  const csv = [
    {
      json: {},
      binary: {
        data: { data: Buffer.from('name,age\nAda,36\n').toString('base64'), mimeType: 'text/csv', fileName: 'p.csv', fileExtension: 'csv' },
      },
    },
  ];

  it('v1 reads CSV with SheetJS (numbers stay numbers); v2 with csv-parse (text), autodetected by MIME type', async () => {
    const v1 = await chain([['Read', 'spreadsheetFile', { operation: 'fromFile', options: {} }, 1]], csv);
    expect(outputJson(v1, 'Read')).toEqual([{ name: 'Ada', age: 36 }]);
    const v2 = await chain([['Read', 'spreadsheetFile', { operation: 'fromFile', fileFormat: 'autodetect', options: {} }, 2]], csv);
    expect(outputJson(v2, 'Read')).toEqual([{ name: 'Ada', age: '36' }]);
  });

  it('writes all items to spreadsheet.<format> and reads them back', async () => {
    const result = await chain(
      [
        ['Write', 'spreadsheetFile', { operation: 'toFile', fileFormat: 'xls', options: {} }, 2],
        ['Read', 'spreadsheetFile', { operation: 'fromFile', fileFormat: 'xls', options: {} }, 2],
      ],
      people,
    );
    expect(binaryOf(result, 'Write')?.fileName).toBe('spreadsheet.xls');
    expect(outputJson(result, 'Read')).toEqual([
      { name: 'Ada', age: 36, 'address.city': 'London' },
      { name: 'Linus', age: 28, 'address.city': 'Helsinki' },
    ]);
  });
});

describe('Convert to/from binary data (n8n-nodes-base.moveBinaryData v1, v1.1)', { timeout: 30_000 }, () => {
  it('JSON to binary and back: all data, one key, base64 and raw text', async () => {
    const result = await chain(
      [
        ['To file', 'moveBinaryData', { mode: 'jsonToBinary', convertAllData: true, destinationKey: 'data', options: {} }, 1.1],
        ['To JSON', 'moveBinaryData', { mode: 'binaryToJson', setAllData: true, sourceKey: 'data', options: {} }, 1.1],
      ],
      people,
    );
    expect(binaryOf(result, 'To file')).toMatchObject({ mimeType: 'application/json', fileName: 'file.json' });
    expect(outputJson(result, 'To file')).toEqual([{}, {}]);
    expect(outputJson(result, 'To JSON')).toEqual(people.map((p) => p.json));

    const oneKey = await chain(
      [
        [
          'To file',
          'moveBinaryData',
          {
            mode: 'jsonToBinary',
            convertAllData: false,
            sourceKey: 'name',
            destinationKey: 'text',
            options: { useRawData: true, fileName: 'name.txt' },
          },
          1.1,
        ],
        [
          'To JSON',
          'moveBinaryData',
          { mode: 'binaryToJson', setAllData: false, sourceKey: 'text', destinationKey: 'back.name', options: { keepAsBase64: false } },
          1.1,
        ],
      ],
      people,
    );
    expect(outputJson(oneKey, 'To file')).toEqual([
      { age: 36, address: { city: 'London' } },
      { age: 28, address: { city: 'Helsinki' } },
    ]);
    expect(outputJson(oneKey, 'To JSON')).toEqual([
      { age: 36, address: { city: 'London' }, back: { name: 'Ada' } },
      { age: 28, address: { city: 'Helsinki' }, back: { name: 'Linus' } },
    ]);
    const v1 = await chain(
      [
        [
          'To file',
          'moveBinaryData',
          { mode: 'jsonToBinary', convertAllData: false, sourceKey: 'name', destinationKey: 'data', options: { useRawData: true } },
          1,
        ],
      ],
      people,
    );
    expect(binaryOf(v1, 'To file')?.mimeType).toBe('application/json');
  });
});
