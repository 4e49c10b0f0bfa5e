/**
 * The text encodings file nodes offer (Extract From File, Convert To File, Convert
 * to/from binary data), as n8n lists them: every encoding iconv-lite knows, without its
 * aliases and internals, sorted; and those that may start with a byte order mark.
 */
import iconv from 'iconv-lite';
import type { INodePropertyOptions } from '@sdk/workflow';

// iconv-lite loads its table on first use.
iconv.encodingExists('utf8');
const table = (iconv as unknown as { encodings: Record<string, unknown> }).encodings;
const names = Object.keys(table)
  .filter((name) => !name.startsWith('_') && typeof table[name] !== 'string')
  .sort();

/** The encodings, as options of an `options` parameter. */
export const ENCODING_OPTIONS: INodePropertyOptions[] = names.map((name) => ({ name, value: name }));

/** The encodings whose text may carry a byte order mark ("Strip BOM" / "Add BOM"). */
export const BOM_AWARE_ENCODINGS: string[] = names.filter((name) => (table[name] as { bomAware?: boolean }).bomAware === true);
