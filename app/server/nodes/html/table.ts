/**
 * The HTML node's "Convert to HTML Table", written as n8n writes it: n8n's inline styling
 * unless "Custom Styling", an optional caption, headers in the order the items first use
 * them (optionally capitalized: `first_name` → `First Name`), booleans as checkboxes and
 * every other value as it is (no escaping; a missing value reads `undefined`), with the
 * table, header, row and cell attributes (row and cell ones per item) put in the tags.
 */
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import type { IExecuteFunctions } from '../../engine/node-interface';

const TABLE_STYLE = "style='border-spacing:0; font-family:helvetica,arial,sans-serif'";
const HEADER_STYLE =
  "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee; text-align:left; color:#888; font-weight:normal'";
const CELL_STYLE = "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee'";

/** `first_name` → `First Name` when capitalizing. */
export function capitalizeHeader(header: string, capitalize: boolean): string {
  if (!capitalize) return header;
  return header
    .split('_')
    .filter((word) => word)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function cell(value: unknown): string {
  if (typeof value === 'boolean') return `<input type="checkbox" ${value ? 'checked="checked"' : ''}/>`;
  return String(value);
}

/** The table of all items, as one string. */
export function htmlTable(fn: IExecuteFunctions, items: INodeExecutionData[]): string {
  const options = fn.getNodeParameter('options', 0, {}) as IDataObject;
  const styled = options.customStyling !== true;
  const [tableStyle, headerStyle, cellStyle] = styled ? [TABLE_STYLE, HEADER_STYLE, CELL_STYLE] : ['', '', ''];
  const headers = [...new Set(items.flatMap((item) => Object.keys(item.json)))];
  let table = `<table ${tableStyle} ${(options.tableAttributes as string) || ''}>`;
  if (options.caption) table += `<caption>${String(options.caption as string)}</caption>`;
  table += `<thead ${headerStyle} ${(options.headerAttributes as string) || ''}>`;
  table += `<tr>${headers.map((h) => `<th>${capitalizeHeader(h, options.capitalize === true)}</th>`).join('')}</tr></thead><tbody>`;
  items.forEach((item, i) => {
    const rowAttributes = fn.getNodeParameter('options.rowAttributes', i, '') as string;
    const cellAttributes = fn.getNodeParameter('options.cellAttributes', i, '') as string;
    table += `<tr  ${rowAttributes}>`;
    table += headers.map((h) => `<td ${cellStyle} ${cellAttributes}>${cell(item.json[h])}</td>`).join('');
    table += '</tr>';
  });
  return `${table}</tbody></table>`;
}
