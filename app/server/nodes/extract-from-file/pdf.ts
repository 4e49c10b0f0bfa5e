/**
 * Extract From PDF: the text and metadata of a PDF file, read with Mozilla's PDF.js as n8n
 * reads them, so the output has n8n's fields: `numpages`, `numrender`, `info`, `metadata`,
 * `text` (pages joined by a blank line, or one string per page) and `version` (PDF.js's).
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { IDataObject } from '@sdk/workflow';

/** What to read. */
export interface PdfReadOptions {
  readonly password?: string;
  /** Pages to read; 0 reads none (only the metadata), undefined all. */
  readonly maxPages?: number;
  readonly joinPages?: boolean;
}

interface TextItem {
  str?: string;
  transform?: number[];
}

/** A page's text: items on one baseline run together, a new baseline starts a new line. */
function pageText(items: readonly TextItem[]): string {
  let lastY: number | undefined;
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const y = item.transform?.[5];
    text += lastY === undefined || y === lastY ? item.str : `\n${item.str}`;
    lastY = y;
  }
  return text;
}

let pdfjs: Promise<typeof PdfJs> | undefined;

/** PDF.js, loaded on first use (it is large), with the DOMMatrix it expects outside a browser. */
function loadPdfJs(): Promise<typeof PdfJs> {
  pdfjs ??= (async () => {
    if (typeof (globalThis as { DOMMatrix?: unknown }).DOMMatrix === 'undefined') {
      const { default: DOMMatrix } = await import('@thednp/dommatrix');
      (globalThis as { DOMMatrix?: unknown }).DOMMatrix = DOMMatrix;
    }
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

/** The PDF's text and metadata. */
export async function readPdf(buffer: Buffer, options: PdfReadOptions): Promise<IDataObject> {
  const { getDocument, version } = await loadPdfJs();
  const document = await getDocument({
    data: new Uint8Array(buffer),
    ...(options.password ? { password: options.password } : {}),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const meta = await document.getMetadata().catch(() => ({ info: null, metadata: null }));
    const pages: string[] = [];
    if (options.maxPages !== 0) {
      const count = options.maxPages && options.maxPages < document.numPages ? options.maxPages : document.numPages;
      for (let n = 1; n <= count; n++) {
        const page = await document.getPage(n);
        pages.push(pageText((await page.getTextContent()).items as TextItem[]));
      }
    }
    const metadata = meta.metadata ? Object.fromEntries([...(meta.metadata as unknown as Iterable<[string, unknown]>)]) : undefined;
    // Through JSON, so the item holds plain values only (PDF.js hands back class instances).
    return JSON.parse(
      JSON.stringify({
        numpages: document.numPages,
        numrender: document.numPages,
        info: meta.info,
        metadata,
        text: options.joinPages === false ? pages : pages.join('\n\n'),
        version,
      }),
    ) as IDataObject;
  } finally {
    await document.destroy();
  }
}
