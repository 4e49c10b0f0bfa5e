import { describe, expect, it } from 'vitest';
import { pdfWith } from '../testing/pdf-file';
import { fileDocuments, loaderForMimeType, UnsupportedFileError, type FileOptions } from './file-documents';

const OPTIONS: FileOptions = { pointers: '', separator: ',', column: '', splitPages: true };
const csv = Buffer.from('name,city\nAda,London\nGrace,Arlington\n');

describe("the Default Data Loader's files", () => {
  it('reads a text file as one document with blob metadata', async () => {
    expect(await fileDocuments(Buffer.from('Hello there'), 'text/plain', 'auto', OPTIONS)).toEqual([
      { pageContent: 'Hello there', metadata: { source: 'blob', blobType: 'text/plain' } },
    ]);
  });

  it('reads a CSV file as a document per row, or one column of it', async () => {
    expect(await fileDocuments(csv, 'text/csv', 'auto', OPTIONS)).toEqual([
      { pageContent: 'name: Ada\ncity: London', metadata: { source: 'blob', blobType: 'text/csv', line: 1 } },
      { pageContent: 'name: Grace\ncity: Arlington', metadata: { source: 'blob', blobType: 'text/csv', line: 2 } },
    ]);
    const cities = await fileDocuments(csv, 'text/csv', 'csvLoader', { ...OPTIONS, column: 'city' });
    expect(cities.map((doc) => doc.pageContent)).toEqual(['London', 'Arlington']);
    await expect(fileDocuments(csv, 'text/csv', 'csvLoader', { ...OPTIONS, column: 'zip' })).rejects.toThrow(
      'Column zip not found in CSV file.',
    );
  });

  it('reads a JSON file with pointers, and a PDF per page or whole', async () => {
    const json = Buffer.from(JSON.stringify({ text: 'Body', meta: { title: 'Title' } }));
    expect(
      (await fileDocuments(json, 'application/json', 'auto', { ...OPTIONS, pointers: '/meta/title' })).map((d) => d.pageContent),
    ).toEqual(['Title']);
    const pdf = pdfWith(['Invoice 2027-001', 'Total due: 120 EUR'], 'Invoice');
    const [page] = await fileDocuments(pdf, 'application/pdf', 'auto', OPTIONS);
    expect(page!.pageContent).toBe('Invoice 2027-001\nTotal due: 120 EUR');
    expect(page!.metadata).toMatchObject({ source: 'blob', blobType: 'application/pdf', loc: { pageNumber: 1 }, pdf: { totalPages: 1 } });
  });

  it('fails loudly on files it cannot read', async () => {
    expect(() => loaderForMimeType('image/png')).toThrow(UnsupportedFileError);
    await expect(fileDocuments(Buffer.from('x'), 'application/octet-stream', 'docxLoader', OPTIONS)).rejects.toThrow(
      'Word files cannot be loaded yet',
    );
  });
});
