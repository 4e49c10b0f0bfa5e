import { describe, expect, it } from 'vitest';
import { formFieldsOf } from './form-fields';
import { sanitizeFormHtml } from './html-sanitize';
import { sanitizeCss, safeRedirectUrl } from './page-safety';
import { formOutputItem, submissionOf, validateSubmission } from './submission';

const fields = formFieldsOf({
  values: [
    { fieldLabel: 'When', fieldType: 'date', formatDate: 'dd/MM/yyyy' },
    { fieldLabel: 'Size', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'S' }, { option: 'M' }] } },
    { fieldLabel: 'Photos', fieldType: 'file', acceptFileTypes: 'image/*, .pdf' },
    { fieldLabel: 'Count', fieldType: 'number' },
  ],
});

describe('form submissions', () => {
  it('refuses impossible dates, options not offered, several choices in a single dropdown and files of other types', () => {
    const submission = submissionOf(
      { 'field-0': '2024-02-31', 'field-1': ['S', 'M'], 'field-3': '1e3' },
      { 'field-2': [{ data: Buffer.from('x'), fileName: 'notes.txt', mimeType: 'text/plain' }] },
    );
    expect(validateSubmission(fields, submission)).toEqual({
      'field-0': 'Enter a date.',
      'field-1': 'Choose only one option.',
      'field-2': 'Only these file types are accepted: image/*, .pdf.',
    });
    expect(validateSubmission(fields, submissionOf({ 'field-1': 'XL' }, undefined))['field-1']).toBe('Choose one of the options offered.');
  });

  it('accepts images by MIME family and PDFs by extension, and ignores a file input left empty', () => {
    const files = {
      'field-2': [
        { data: Buffer.from('png'), fileName: 'a.PNG', mimeType: 'image/png' },
        { data: Buffer.from('%PDF'), fileName: 'b.pdf', mimeType: 'application/pdf' },
      ],
    };
    expect(validateSubmission(fields, submissionOf({}, files))).toEqual({});
    expect(submissionOf({}, { 'field-2': { data: Buffer.alloc(0), fileName: '', mimeType: 'application/octet-stream' } }).files).toEqual(
      {},
    );
  });

  it('formats dates as the element asks and keeps an empty number empty', async () => {
    const item = await formOutputItem(fields, submissionOf({ 'field-0': '2024-02-28', 'field-1': 'M', 'field-3': '' }, undefined), {
      mode: 'test',
      timezone: 'UTC',
      storeBinary: () => Promise.reject(new Error('no files here')),
    });
    expect(item.json).toMatchObject({ When: '28/02/2024', Size: 'M', Count: '', Photos: [], formMode: 'test' });
  });
});

describe('form page safety', () => {
  it('keeps custom CSS from closing its style element', () => {
    expect(sanitizeCss('a{}</STYLE><script>x</script><!--')).toBe('a{}\\3C /STYLE>\\3C script>x\\3C /script>');
  });

  it('keeps custom HTML to text and layout: no script links, handlers, frames, inputs or comments', () => {
    expect(
      sanitizeFormHtml(
        '<a href="javascript:alert(1)" target="_blank">a</a><a href=" JaVa\tScript:x">b</a><a href="//evil.example">c</a>' +
          '<img src="https://example.com/i.png" onerror="alert(1)"><iframe src="https://example.com"></iframe>' +
          '<form><input name="x"><button>b</button></form><!-- note --><marquee>moving</marquee>',
      ),
    ).toBe('<a target="_blank" rel="noopener noreferrer">a</a><a>b</a><a>c</a><img src="https://example.com/i.png">moving');
  });

  it('redirects only to http(s) URLs', () => {
    expect(safeRedirectUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeRedirectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeRedirectUrl('//evil.example')).toBeUndefined();
    expect(safeRedirectUrl('/relative')).toBeUndefined();
  });
});
