/**
 * The documents of a file (the Default Data Loader's "Binary" data), as LangChain's file
 * loaders that n8n uses make them: text (one document), JSON (its strings, see
 * ./json-strings.ts), CSV (one document per row: `column: value` lines, or one column's
 * value) and PDF (one document per page, or one for the file). Metadata starts as
 * LangChain's blob metadata: `{source: 'blob', blobType: <mime type>}`. Word and EPUB files
 * are not read here: such a run fails and says so instead of loading nothing.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { readPdf } from '../extract-from-file/pdf';
import type { AiDocument } from '../shared/ai/contracts';
import { jsonStrings, parseJsonPointer } from './json-strings';

/** The "Data Format" choices. */
export type FileLoader = 'auto' | 'csvLoader' | 'docxLoader' | 'epubLoader' | 'jsonLoader' | 'pdfLoader' | 'textLoader';

export interface FileOptions {
  readonly pointers: string;
  readonly separator: string;
  readonly column: string;
  readonly splitPages: boolean;
}

export class UnsupportedFileError extends Error {}

/** Documents with LangChain's `line` numbers when a file gives more than one. */
export function textDocuments(texts: readonly string[], base: Record<string, unknown>): AiDocument[] {
  return texts.map((pageContent, i) => ({ pageContent, metadata: texts.length === 1 ? { ...base } : { ...base, line: i + 1 } }));
}

/** Which loader `auto` picks for a MIME type. */
export function loaderForMimeType(mimeType: string): FileLoader {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdfLoader';
  if (type === 'text/csv') return 'csvLoader';
  if (type === 'application/json') return 'jsonLoader';
  if (type === 'application/epub+zip') return 'epubLoader';
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docxLoader';
  if (type.startsWith('text/')) return 'textLoader';
  throw new UnsupportedFileError(`Unsupported mime type: ${mimeType}. Choose the data format in "Data Format".`);
}

function csvDocuments(text: string, options: FileOptions, base: Record<string, unknown>): AiDocument[] {
  const rows = parseCsv(text, {
    columns: true,
    delimiter: options.separator || ',',
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;
  if (options.column !== '' && rows.length > 0 && !Object.hasOwn(rows[0]!, options.column)) {
    throw new UnsupportedFileError(`Column ${options.column} not found in CSV file.`);
  }
  const texts = rows.map((row) =>
    options.column !== ''
      ? (row[options.column] ?? '')
      : Object.entries(row)
          .map(([key, value]) => `${key.trim()}: ${String(value).trim()}`)
          .join('\n'),
  );
  return texts.map((pageContent, i) => ({ pageContent, metadata: { ...base, line: i + 1 } }));
}

async function pdfDocuments(data: Buffer, options: FileOptions, base: Record<string, unknown>): Promise<AiDocument[]> {
  const read = await readPdf(data, { joinPages: false });
  const pages = (read['text'] as string[] | undefined) ?? [];
  const pdf = { version: read['version'], info: read['info'], metadata: read['metadata'] ?? null, totalPages: read['numpages'] };
  if (!options.splitPages) return [{ pageContent: pages.join('\n\n'), metadata: { ...base, pdf } }];
  return pages.map((pageContent, i) => ({ pageContent, metadata: { ...base, pdf, loc: { pageNumber: i + 1 } } }));
}

/** The documents of one file. */
export async function fileDocuments(data: Buffer, mimeType: string, loader: FileLoader, options: FileOptions): Promise<AiDocument[]> {
  const chosen = loader === 'auto' ? loaderForMimeType(mimeType) : loader;
  const base = { source: 'blob', blobType: mimeType };
  switch (chosen) {
    case 'textLoader':
      return textDocuments([data.toString('utf8')], base);
    case 'jsonLoader': {
      const pointers = options.pointers.split(',').map((pointer) => parseJsonPointer(pointer.trim()));
      return textDocuments(jsonStrings(JSON.parse(data.toString('utf8').trim()), pointers), base);
    }
    case 'csvLoader':
      return csvDocuments(data.toString('utf8'), options, base);
    case 'pdfLoader':
      return pdfDocuments(data, options, base);
    default:
      throw new UnsupportedFileError(
        `${chosen === 'docxLoader' ? 'Word' : 'EPUB'} files cannot be loaded yet; convert the file to text or PDF first.`,
      );
  }
}
