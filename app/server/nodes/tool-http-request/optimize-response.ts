/**
 * What the model reads of a response. By default the body as text (JSON pretty-printed).
 * "Optimize Response" keeps less: for JSON the field holding the data and the chosen fields;
 * for HTML the text or markup of the elements a CSS selector picks (cheerio,
 * html-to-text); for text the readable article of a page (Mozilla's Readability over
 * jsdom), as n8n does; the last two can be cut to a number of characters.
 */
import { Readability } from '@mozilla/readability';
import * as cheerio from 'cheerio';
import { convert } from 'html-to-text';
import { JSDOM } from 'jsdom';
import type { IDataObject } from '@sdk/workflow';
import { getParameterPath } from '../../engine/parameter-path';
import { setValueAtPath } from '@sdk';

export type ResponseOptimizer = (body: unknown) => string;

export interface OptimizeSettings {
  optimize: boolean;
  responseType: 'json' | 'html' | 'text';
  maxLength: number;
  dataField: string;
  fieldsToInclude: 'all' | 'selected' | 'except';
  fields: string[];
  cssSelector: string;
  onlyContent: boolean;
  elementsToOmit: string[];
}

const cut = (text: string, maxLength: number) => (maxLength > 0 && text.length > maxLength ? text.substring(0, maxLength) : text);

function asText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body === 'object') return JSON.stringify(body, null, 2);
  return String(body);
}

function unsetPath(target: IDataObject, path: string): void {
  const parts = path.split('.');
  let at: unknown = target;
  for (const part of parts.slice(0, -1)) at = (at as IDataObject | undefined)?.[part];
  if (at && typeof at === 'object') delete (at as IDataObject)[parts.at(-1)!];
}

function jsonOptimizer(settings: OptimizeSettings): ResponseOptimizer {
  return (body) => {
    const data = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    if (typeof data !== 'object' || data === null) throw new Error('The response type must be an object or an array of objects');
    const { dataField } = settings;
    let entries: IDataObject[];
    if (Array.isArray(data))
      entries = dataField ? data.map((entry: IDataObject) => entry[dataField] as IDataObject) : (data as IDataObject[]);
    else if (dataField) {
      const inner = (data as IDataObject)[dataField];
      entries = Array.isArray(inner) ? (inner as IDataObject[]) : [inner as IDataObject];
    } else entries = [data as IDataObject];
    if (settings.fieldsToInclude === 'selected') {
      entries = entries.map((entry) => {
        let picked: IDataObject = {};
        for (const field of settings.fields) picked = setValueAtPath(picked, field, getParameterPath(entry, field)) as IDataObject;
        return picked;
      });
    } else if (settings.fieldsToInclude === 'except') {
      for (const entry of entries) for (const field of settings.fields) unsetPath(entry, field);
    }
    return JSON.stringify(entries, null, 2);
  };
}

function htmlOptimizer(settings: OptimizeSettings): ResponseOptimizer {
  const options = settings.elementsToOmit.length
    ? { selectors: settings.elementsToOmit.map((selector) => ({ selector, format: 'skip' })) }
    : undefined;
  return (body) => {
    if (typeof body !== 'string') throw new Error(`The response type must be a string. Received: ${typeof body}`);
    const page = cheerio.load(body);
    const values: string[] = [];
    page(settings.cssSelector).each((_, element) => {
      let value = page(element).html() ?? '';
      if (settings.onlyContent) value = convert(value, options);
      values.push(
        value
          .trim()
          .replace(/(\r\n|\n|\r)/gm, '')
          .replace(/\s+/g, ' '),
      );
    });
    return cut(JSON.stringify(values, null, 2), settings.maxLength);
  };
}

function textOptimizer(settings: OptimizeSettings): ResponseOptimizer {
  return (body) => {
    const html = asText(body);
    // No scripts run and no resources load: jsdom only parses the page for Readability.
    const dom = new JSDOM(html);
    try {
      const article = new Readability(dom.window.document, { keepClasses: true }).parse();
      return cut(article?.textContent ?? '', settings.maxLength);
    } finally {
      dom.window.close();
    }
  };
}

/** The optimizer the node's settings ask for. */
export function responseOptimizer(settings: OptimizeSettings): ResponseOptimizer {
  if (!settings.optimize) return asText;
  if (settings.responseType === 'html') return htmlOptimizer(settings);
  if (settings.responseType === 'text') return textOptimizer(settings);
  return jsonOptimizer(settings);
}
