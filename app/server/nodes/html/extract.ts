/**
 * The HTML node's "Extract HTML Content", per version as n8n does it:
 * - a value that is not an array is read from the whole selection (cheerio: the text of
 *   every match, the attribute, HTML or value of the first); "Return Array" reads each match;
 * - text is the elements' text up to 1.1; from 1.2 it is the first match's HTML rendered as
 *   text by html-to-text (block elements on their own lines), skipping "Skip Selectors";
 * - 1 reads the JSON property as a top-level key, 1.1 on as a dotted path;
 * - Trim Values and Clean Up Text apply only when added to the options (to every value).
 */
import { load, type CheerioAPI } from 'cheerio';
import { convert } from 'html-to-text';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { getPath, setOwn } from '@sdk/values';
import { NodeOperationError, type IExecuteFunctions } from '../../engine/node-interface';

export interface Extraction {
  key: string;
  cssSelector: string;
  returnValue: 'attribute' | 'html' | 'text' | 'value';
  attribute?: string;
  skipSelectors?: string;
  returnArray?: boolean;
}

export interface ExtractOptions {
  trimValues: boolean;
  cleanUpText: boolean;
}

type Selection = ReturnType<CheerioAPI>;

function rawValue(selection: Selection, extraction: Extraction, version: number): string | string[] | undefined {
  switch (extraction.returnValue) {
    case 'attribute':
      return selection.attr(extraction.attribute ?? '');
    case 'html':
      return selection.html() || undefined;
    case 'value':
      return selection.val();
    default: {
      if (version <= 1.1) return selection.text() || undefined;
      const skip = (extraction.skipSelectors ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return convert(
        selection.html() ?? '',
        skip.length > 0 ? { selectors: skip.map((selector) => ({ selector, format: 'skip' })) } : undefined,
      );
    }
  }
}

function tidy(value: string, options: ExtractOptions): string {
  let out = options.trimValues ? value.trim() : value;
  // n8n's clean-up: no surrounding space, line breaks dropped, runs of space made one. Both
  // options act only when added to the node (absent means off), on every kind of value.
  if (options.cleanUpText)
    out = out
      .replace(/^\s+|\s+$/g, '')
      .replace(/(\r\n|\n|\r)/g, '')
      .replace(/\s+/g, ' ');
  return out;
}

/** One extraction's value; a multiple select's value stays a list of its selected values. */
function valueOf(selection: Selection, extraction: Extraction, options: ExtractOptions, version: number): string | string[] | undefined {
  const value = rawValue(selection, extraction, version);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.map((v) => tidy(String(v), options)) : tidy(value, options);
}

/** Extracts the configured values from one HTML document. */
export function extractValues(html: string, extractions: readonly Extraction[], options: ExtractOptions, version = 1): IDataObject {
  const $ = load(html);
  const out: IDataObject = {};
  for (const extraction of extractions) {
    const selection = $(extraction.cssSelector);
    const value = extraction.returnArray
      ? selection.toArray().map((element) => valueOf($(element), extraction, options, version))
      : valueOf(selection, extraction, options, version);
    setOwn(out, extraction.key, value as IDataObject[string]);
  }
  return out;
}

/** n8n's v1 key lookup: the key as written, or without `['…']` around it. */
function topLevelKey(json: IDataObject, key: string): string {
  if (json[key] !== undefined) return key;
  const bracketed = /^\[(['"])(.*)\1\]$/.exec(key);
  return bracketed && json[bracketed[2]!] !== undefined ? bracketed[2]! : key;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The HTML documents of item i: the binary file, or the JSON property (text or a list of texts). */
export async function htmlSources(fn: IExecuteFunctions, item: INodeExecutionData, i: number, version: number): Promise<string[]> {
  const property = fn.getNodeParameter('dataPropertyName', i, 'data') as string;
  if ((fn.getNodeParameter('sourceData', i, 'json') as string) === 'binary') {
    fn.helpers.assertBinaryData(i, property);
    return [(await fn.helpers.getBinaryDataBuffer(i, property)).toString('utf8')];
  }
  const value = version === 1 ? item.json[topLevelKey(item.json, property)] : getPath(item.json, property);
  if (value === undefined) throw new NodeOperationError(fn.getNode(), `No property named "${property}" exists!`, { itemIndex: i });
  const documents = Array.isArray(value) ? value : [value];
  const wrong = documents.find((doc) => typeof doc !== 'string');
  if (wrong !== undefined)
    throw new NodeOperationError(fn.getNode(), `The property "${property}" holds ${describe(wrong)}, not HTML text`, {
      itemIndex: i,
      description:
        'Extract HTML Content reads HTML from a text property (or a list of texts). Convert the value to text first, or point "JSON Property" at the HTML.',
    });
  return documents as string[];
}
