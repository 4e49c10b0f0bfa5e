import { describe, expect, it } from 'vitest';
import type { INodeParameters } from '@sdk/workflow';
import { connect, node } from '../../engine/testing/nodes';
import { outputJson, runTestWorkflow } from '../../engine/testing/run-test-workflow';

const extract = (typeVersion: number, parameters: INodeParameters, json: Record<string, unknown>) =>
  runTestWorkflow(
    {
      nodes: [node('Start', 'manualTrigger'), node('Html', 'html', { operation: 'extractHtmlContent', ...parameters }, { typeVersion })],
      connections: connect(['Start', 'Html']),
    },
    { pinData: { Start: [{ json: json as never }] } },
  );

const page = '<div id="a"><p>One</p><p>Two <img alt="x"> <span class="ad">ad</span></p></div><a href="/x">x</a><a href="/y">y</a>';
const values = (...list: INodeParameters[]) => ({ extractionValues: { values: list } });

describe('HTML: Extract HTML Content per version', () => {
  it('v1 reads the property as a top-level key, 1.1 as a dotted path', async () => {
    const json = { 'page.body': '<h1>Top</h1>', page: { body: '<h1>Nested</h1>' } };
    const parameters = { dataPropertyName: 'page.body', ...values({ key: 'h', cssSelector: 'h1' }) };
    expect(outputJson(await extract(1, parameters, json), 'Html')).toEqual([{ h: 'Top' }]);
    expect(outputJson(await extract(1.1, parameters, json), 'Html')).toEqual([{ h: 'Nested' }]);
  });

  it('reads the attribute of the first match unless Return Array', async () => {
    const one = values({ key: 'href', cssSelector: 'a', returnValue: 'attribute', attribute: 'href' });
    expect(outputJson(await extract(1.1, { dataPropertyName: 'data', ...one }, { data: page }), 'Html')).toEqual([{ href: '/x' }]);
  });

  it('up to 1.1 gives the text of every match; 1.2 renders the first match as text and skips Skip Selectors', async () => {
    const parameters = (skipSelectors?: string) => ({
      dataPropertyName: 'data',
      options: { cleanUpText: false },
      ...values({ key: 't', cssSelector: 'div', ...(skipSelectors ? { skipSelectors } : {}) }),
    });
    expect(outputJson(await extract(1.1, parameters(), { data: page }), 'Html')).toEqual([{ t: 'OneTwo  ad' }]);
    expect(outputJson(await extract(1.2, parameters(), { data: page }), 'Html')).toEqual([{ t: 'One\n\nTwo x ad' }]);
    expect(outputJson(await extract(1.2, parameters('.ad, img'), { data: page }), 'Html')).toEqual([{ t: 'One\n\nTwo' }]);
  });

  it('fails with a clear node error when the property holds no text', async () => {
    const parameters = { dataPropertyName: 'data', ...values({ key: 't', cssSelector: 'p' }) };
    for (const [data, what] of [
      [42, 'a number'],
      [{ html: '<p>x</p>' }, 'an object'],
      [['<p>x</p>', 7], 'a number'],
    ] as const) {
      const result = await extract(1.2, parameters, { data });
      expect(result.status).toBe('error');
      expect(result.data.resultData.error?.message).toBe(`The property "data" holds ${what}, not HTML text`);
    }
  });

  it('gives a multiple select its selected values as a list, trimmed', async () => {
    const html = '<select multiple><option selected> A </option><option selected>B</option><option>C</option></select>';
    const parameters = {
      dataPropertyName: 'data',
      options: { trimValues: true },
      ...values({ key: 'v', cssSelector: 'select', returnValue: 'value' }),
    };
    expect(outputJson(await extract(1.2, parameters, { data: html }), 'Html')).toEqual([{ v: ['A', 'B'] }]);
  });

  it('keeps an unknown version refused', async () => {
    const result = await extract(1.3, { dataPropertyName: 'data', ...values({ key: 't', cssSelector: 'p' }) }, { data: page });
    expect(result.status).toBe('error');
  });
});

describe('HTML: Trim Values and Clean Up Text', () => {
  it('keeps values as found unless the options are added; then trims and cleans up every value, HTML too', async () => {
    const data = '<p>  a\n b   c </p>';
    const text = values({ key: 't', cssSelector: 'p' }, { key: 'h', cssSelector: 'p', returnValue: 'html' });
    expect(outputJson(await extract(1.1, { dataPropertyName: 'data', ...text }, { data }), 'Html')).toEqual([
      { t: '  a\n b   c ', h: '  a\n b   c ' },
    ]);
    const trimmed = { dataPropertyName: 'data', options: { trimValues: true }, ...text };
    expect(outputJson(await extract(1.1, trimmed, { data }), 'Html')).toEqual([{ t: 'a\n b   c', h: 'a\n b   c' }]);
    const tidy = { dataPropertyName: 'data', options: { trimValues: true, cleanUpText: true }, ...text };
    expect(outputJson(await extract(1.1, tidy, { data }), 'Html')).toEqual([{ t: 'a b c', h: 'a b c' }]);
  });
});
