/**
 * The file operations for calendars and PDFs through the engine: Convert to File's
 * "Convert to ICS" writes an event file, Extract From File's "Extract From ICS" reads a
 * calendar into n8n's object shape, and "Extract From PDF" gives a PDF's text and metadata.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INodeExecutionData, INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../app/server/engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../app/server/engine/testing/run-test-workflow';
import type { RunResult } from '../../app/server/engine/run-types';
import { BinaryDataStore } from '../../app/server/engine/binary-data';
import { pdfWith } from '../../app/server/nodes/testing/pdf-file';

const userFolder = mkdtempSync(join(tmpdir(), 'switchyard-calendar-'));
const store = new BinaryDataStore(userFolder);

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

async function fileText(result: RunResult, nodeName: string): Promise<string> {
  const binary = result.data.resultData.runData[nodeName]?.[0]?.data?.main?.[0]?.[0]?.binary?.['data'];
  if (!binary) throw new Error(`${nodeName} output no file`);
  return (await store.toBuffer(binary)).toString();
}

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Acme//Planner 1.0//EN',
  'BEGIN:VEVENT',
  'UID:standup-1@example.com',
  'DTSTAMP:20270101T000000Z',
  'DTSTART:20270601T090000Z',
  'DTEND:20270601T100000Z',
  'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;INTERVAL=2',
  'SUMMARY:Team Standup',
  'DESCRIPTION:Daily standup meeting',
  'LOCATION:Conference Room A',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('calendar and PDF files', { timeout: 60_000 }, () => {
  it('reads an ICS file into the calendar object n8n gives (ts-ics shape)', async () => {
    const result = await chain(
      [
        ['To text', 'convertToFile', { operation: 'toText', sourceProperty: 'ics', options: {} }, 1.1],
        ['From ICS', 'extractFromFile', { operation: 'fromIcs', destinationKey: 'calendar', options: {} }],
      ],
      [{ json: { ics: ICS } }],
    );
    expect(result.data.resultData.error).toBeUndefined();
    const [item] = outputJson(result, 'From ICS') as Array<{ calendar: Record<string, unknown> }>;
    expect(item?.calendar).toMatchObject({ version: '2.0', prodId: '-//Acme//Planner 1.0//EN' });
    expect(item?.calendar['events']).toEqual([
      expect.objectContaining({
        uid: 'standup-1@example.com',
        summary: 'Team Standup',
        description: 'Daily standup meeting',
        location: 'Conference Room A',
        start: expect.objectContaining({ type: 'DATE-TIME', date: '2027-06-01T09:00:00.000Z' }),
        end: expect.objectContaining({ type: 'DATE-TIME', date: '2027-06-01T10:00:00.000Z' }),
        recurrenceRule: expect.objectContaining({ frequency: 'WEEKLY', interval: 2 }),
      }),
    ]);
  });

  it('writes an ICS event file per item that reads back as the same event', async () => {
    const result = await chain(
      [
        [
          'To ICS',
          'convertToFile',
          {
            operation: 'iCal',
            title: '={{ $json.title }}',
            start: '2027-03-04T15:30:00+01:00',
            end: '2027-03-04T16:00:00Z',
            additionalFields: { location: 'Room 7', uid: 'fixed-uid@example.com', fileName: 'review.ics' },
          },
          1.1,
        ],
        ['From ICS', 'extractFromFile', { operation: 'fromIcs', destinationKey: 'calendar', options: {} }],
      ],
      [{ json: { title: 'Quarterly review' } }],
    );
    expect(result.data.resultData.error).toBeUndefined();
    const text = await fileText(result, 'To ICS');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Quarterly review');
    expect(text).toContain('DTSTART:20270304T143000Z');
    expect(text).toContain('DTEND:20270304T160000Z');
    const binary = result.data.resultData.runData['To ICS']?.[0]?.data?.main?.[0]?.[0]?.binary?.['data'];
    expect(binary).toMatchObject({ fileName: 'review.ics', mimeType: 'text/calendar' });
    const [item] = outputJson(result, 'From ICS') as Array<{ calendar: { events: Array<Record<string, unknown>> } }>;
    expect(item?.calendar.events[0]).toMatchObject({ uid: 'fixed-uid@example.com', summary: 'Quarterly review', location: 'Room 7' });
  });

  it('an all-day event ends the day after "End", as n8n writes it', async () => {
    const result = await chain(
      [
        [
          'To ICS',
          'convertToFile',
          {
            operation: 'iCal',
            title: 'Offsite',
            start: '2027-05-10T00:00:00Z',
            end: '2027-05-11T00:00:00Z',
            allDay: true,
            additionalFields: {},
          },
          1.1,
        ],
      ],
      [{ json: {} }],
    );
    const text = await fileText(result, 'To ICS');
    expect(text).toContain('DTSTART;VALUE=DATE:20270510');
    expect(text).toContain('DTEND;VALUE=DATE:20270512');
  });

  it('extracts a PDF’s text and metadata with n8n’s fields', async () => {
    const pdf = pdfWith(['Invoice 2027-001', 'Total due: 120 EUR'], 'Invoice');
    const input: INodeExecutionData[] = [
      {
        json: { customer: 'Ada' },
        binary: { data: { data: pdf.toString('base64'), mimeType: 'application/pdf', fileName: 'invoice.pdf' } },
      },
    ];
    const result = await chain([['Read PDF', 'extractFromFile', { operation: 'pdf', options: {} }]], input);
    expect(result.data.resultData.error, JSON.stringify(result.data.resultData.error)).toBeUndefined();
    const [item] = outputJson(result, 'Read PDF') as Array<Record<string, unknown>>;
    expect(item).toMatchObject({ numpages: 1, numrender: 1, text: 'Invoice 2027-001\nTotal due: 120 EUR' });
    expect(item?.['info']).toMatchObject({ Title: 'Invoice', Producer: 'Switchyard tests' });
    expect(typeof item?.['version']).toBe('string');
    // "Keep Source: JSON" keeps the item's fields; one string per page when pages are not joined.
    const kept = await chain(
      [['Read PDF', 'extractFromFile', { operation: 'pdf', options: { keepSource: 'json', joinPages: false } }]],
      input,
    );
    expect(outputJson(kept, 'Read PDF')?.[0]).toMatchObject({ customer: 'Ada', text: ['Invoice 2027-001\nTotal due: 120 EUR'] });
  });

  it('a file that is not a PDF fails the node with the reader’s reason', async () => {
    const input: INodeExecutionData[] = [
      { json: {}, binary: { data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain' } } },
    ];
    const result = await chain([['Read PDF', 'extractFromFile', { operation: 'pdf', options: {} }]], input);
    expect(result.data.resultData.error?.message).toMatch(/PDF/i);
  });
});
