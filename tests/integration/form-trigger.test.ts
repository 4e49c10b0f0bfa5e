import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './accounts-helpers';
import type { Data } from './accounts-helpers';
import { callUrl, createActive, eventually, respondNode, setNode, workflowOf } from './webhooks-helpers';
import { createWorkflow, startTeam } from './workflows-helpers';
import type { Team } from './workflows-helpers';

type Json = Record<string, unknown>;

let counter = 0;
const id = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

/** A Form Trigger node. */
function formNode(parameters: Json, typeVersion = 2.2, extra: Json = {}): Json {
  return {
    id: id(),
    name: 'Form',
    type: 'n8n-nodes-base.formTrigger',
    typeVersion,
    position: [0, 0],
    webhookId: id(),
    parameters,
    ...extra,
  };
}

const field = (fieldLabel: string, fieldType: string, more: Json = {}) => ({ fieldLabel, fieldType, ...more });

interface Execution {
  id: string;
  status: string;
  mode: string;
  data: {
    resultData: {
      runData: Record<
        string,
        Array<{ data?: { main?: Array<Array<{ json: Json; binary?: Record<string, { fileName?: string; mimeType: string }> }>> } }>
      >;
    };
  };
}

const form = (body: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: params.toString() };
};

describe.each(DIALECTS)('forms on %s', (dialect) => {
  let team: Team;
  beforeAll(async () => {
    team = await startTeam(dialect, []);
  });
  afterAll(() => team.close());

  const executionsOf = async (workflowId: string) => {
    const list = await team.owner.browser.get<Data<{ results: Array<{ id: string; status: string; mode: string }> }>>(
      `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
    );
    return list.body.data.results;
  };
  const execution = async (executionId: string) => (await team.owner.browser.get<Data<Execution>>(`/executions/${executionId}`)).body.data;
  const firstOutput = (e: Execution, node: string) => e.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.[0];

  it('serves the form page with every element labelled, and starts the workflow with the submitted values', async () => {
    const workflow = await createActive(
      team.owner,
      workflowOf('Contact', [
        formNode({
          formTitle: 'Contact us',
          formDescription: "We'll get back to you soon",
          formFields: {
            values: [
              field('Name', 'text', { requiredField: true, placeholder: 'Ada' }),
              field('Email', 'email', { requiredField: true }),
              field('Age', 'number'),
              field('Secret', 'password'),
              field('Message', 'textarea'),
              field('Birthday', 'date'),
              field('Plan', 'dropdown', { fieldOptions: { values: [{ option: 'Free' }, { option: 'Pro' }] } }),
              field('Topics', 'dropdown', {
                multiselect: true,
                fieldOptions: { values: [{ option: 'Sales' }, { option: 'Support' }, { option: 'Other' }] },
              }),
              { fieldType: 'hiddenField', fieldName: 'source', fieldValue: 'site' },
            ],
          },
          options: { path: 'contact', buttonLabel: 'Send' },
        }),
      ]),
    );
    const page = await callUrl(team.server.base, '/form/contact');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.text).toContain('<h1 class="sy-form-title">Contact us</h1>');
    expect(page.text).toContain('<label for="field-0">Name');
    expect(page.text).toMatch(/<input type="text" id="field-0" name="field-0" placeholder="Ada" required aria-required="true">/);
    expect(page.text).toContain('<input type="email" id="field-1"');
    expect(page.text).toContain('<input type="date" id="field-5"');
    expect(page.text).toContain('<legend>Topics</legend>');
    expect(page.text).toContain('<input type="hidden" name="field-8" value="site">');
    expect(page.text).toContain('>Send</button>');
    expect(page.text).not.toContain('<script');

    const sent = await callUrl(
      team.server.base,
      '/form/contact',
      form({
        'field-0': 'Ada',
        'field-1': 'ada@example.com',
        'field-2': '36',
        'field-3': 'pw',
        'field-4': 'Hello\nthere',
        'field-5': '1815-12-10',
        'field-6': 'Pro',
        'field-7': ['Sales', 'Other'],
        'field-8': 'site',
      }),
    );
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Form Submitted');
    expect(sent.text).toContain('Your response has been recorded');

    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    expect(saved.mode).toBe('webhook');
    const json = firstOutput(await execution(saved.id), 'Form')!.json;
    expect(json).toMatchObject({
      Name: 'Ada',
      Email: 'ada@example.com',
      Age: 36,
      Secret: 'pw',
      Message: 'Hello\nthere',
      Birthday: '1815-12-10',
      Plan: 'Pro',
      Topics: ['Sales', 'Other'],
      source: 'site',
      formMode: 'production',
    });
    expect(String(json['submittedAt'])).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers a submission that breaks the rules with the form again, each problem announced beside its field, and starts nothing', async () => {
    const workflow = await createActive(
      team.owner,
      workflowOf('Strict', [
        formNode({
          formTitle: 'Strict',
          formFields: { values: [field('Name', 'text', { requiredField: true }), field('Email', 'email'), field('Count', 'number')] },
          options: { path: 'strict' },
        }),
      ]),
    );
    const refused = await callUrl(
      team.server.base,
      '/form/strict',
      form({ 'field-0': '  ', 'field-1': 'not-an-email', 'field-2': 'twelve' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('role="alert"');
    expect(refused.text).toContain('3 fields need your attention.');
    expect(refused.text).toContain('aria-describedby="field-0-error"');
    expect(refused.text).toContain('This field is required.');
    expect(refused.text).toContain('Enter a valid email address');
    expect(refused.text).toContain('Enter a number.');
    // What was typed is kept.
    expect(refused.text).toContain('value="not-an-email"');
    expect(await executionsOf(workflow.id)).toEqual([]);
  });

  it('offers checkboxes with a limit, radio buttons and custom HTML; refuses a wrong count and keeps the ticks; outputs lists and a choice', async () => {
    const choices = (...labels: string[]) => ({ values: labels.map((option) => ({ option })) });
    const workflow = await createActive(
      team.owner,
      workflowOf('Pizza', [
        formNode({
          formTitle: 'Pizza',
          formFields: {
            values: [
              { fieldType: 'html', html: '<p>Today: <b>fresh</b> dough</p><script>alert(1)</script>' },
              field('Toppings', 'checkbox', {
                fieldOptions: choices('Cheese', 'Ham', 'Olives'),
                limitSelection: 'range',
                minSelections: 1,
                maxSelections: 2,
                requiredField: true,
              }),
              field('Size', 'radio', { fieldOptions: choices('Small', 'Large'), requiredField: true }),
            ],
          },
          options: { path: 'pizza' },
        }),
      ]),
    );
    const page = await callUrl(team.server.base, '/form/pizza');
    expect(page.text).toContain('<p>Today: <b>fresh</b> dough</p>');
    expect(page.text).not.toContain('alert(1)');
    expect(page.text).toContain('<input type="checkbox" id="field-1-2" name="field-1" value="Olives">');
    expect(page.text).toContain('<input type="radio" id="field-2-1" name="field-2" value="Large" required>');

    const refused = await callUrl(team.server.base, '/form/pizza', form({ 'field-1': ['Cheese', 'Ham', 'Olives'], 'field-2': 'Large' }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose at most 2 options.');
    expect(refused.text).toContain('value="Olives" checked');
    expect(refused.text).toContain('value="Large" checked');
    expect(await executionsOf(workflow.id)).toEqual([]);

    const sent = await callUrl(team.server.base, '/form/pizza', form({ 'field-1': ['Cheese', 'Olives'], 'field-2': 'Small' }));
    expect(sent.status).toBe(200);
    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    const json = firstOutput(await execution(saved.id), 'Form')!.json;
    expect(json).toMatchObject({ Toppings: ['Cheese', 'Olives'], Size: 'Small', formMode: 'production' });
    expect(Object.keys(json).sort()).toEqual(['Size', 'Toppings', 'formMode', 'submittedAt']);
  });

  it('HTML-escapes every text of the workflow and keeps custom CSS inside its style element', async () => {
    await createActive(
      team.owner,
      workflowOf('Hostile', [
        formNode({
          formTitle: '</title><script>alert(1)</script>',
          formDescription: '<img src=x onerror=alert(2)>',
          formFields: {
            values: [
              field('<b onmouseover=alert(3)>Label</b>', 'text', { placeholder: '"><script>alert(4)</script>' }),
              field('Choice', 'dropdown', { fieldOptions: { values: [{ option: '</option><script>alert(5)</script>' }] } }),
            ],
          },
          options: {
            path: 'hostile',
            buttonLabel: '<script>alert(6)</script>',
            customCss: 'body{color:red}</style><script>alert(7)</script>',
          },
        }),
      ]),
    );
    const page = await callUrl(team.server.base, '/form/hostile');
    expect(page.text).not.toMatch(/<script|<img|<b /i);
    expect(page.text).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page.text).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page.text).toContain('placeholder="&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"');
    expect(page.text).toContain('body{color:red}\\3C /style>\\3C script>alert(7)\\3C /script>');
    expect(page.text.match(/<\/style>/g)).toHaveLength(2);
  });

  it('redirects only to http(s) URLs after a submission', async () => {
    const redirecting = (path: string, redirectUrl: string) =>
      formNode({
        formTitle: 'Go',
        formFields: { values: [field('A', 'text')] },
        options: { path, respondWithOptions: { values: { respondWith: 'redirect', redirectUrl } } },
      });
    await createActive(team.owner, workflowOf('Redirect', [redirecting('go', 'https://example.com/thanks')]));
    const go = await callUrl(team.server.base, '/form/go', { ...form({ 'field-0': 'x' }), redirect: 'manual' });
    expect(go.status).toBe(303);
    expect(go.headers.get('location')).toBe('https://example.com/thanks');

    await createActive(team.owner, workflowOf('Script redirect', [{ ...redirecting('evil', 'javascript:alert(1)'), name: 'Evil form' }]));
    const evil = await callUrl(team.server.base, '/form/evil', { ...form({ 'field-0': 'x' }), redirect: 'manual' });
    expect(evil.status).toBe(200);
    expect(evil.headers.get('location')).toBeNull();
    expect(evil.text).toContain('Form Submitted');
  });

  it('turns uploaded files into binary data, one property per file', async () => {
    const workflow = await createActive(
      team.owner,
      workflowOf('Upload', [
        formNode({
          formTitle: 'Upload',
          formFields: {
            values: [
              field('CV', 'file', { requiredField: true, multipleFiles: false, acceptFileTypes: '.txt, .pdf' }),
              field('Extras', 'file'),
            ],
          },
          options: { path: 'upload' },
        }),
      ]),
    );
    const page = await callUrl(team.server.base, '/form/upload');
    expect(page.text).toContain('enctype="multipart/form-data"');
    expect(page.text).toContain('accept=".txt, .pdf"');

    const wrongType = new FormData();
    wrongType.append('field-0', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    expect((await callUrl(team.server.base, '/form/upload', { method: 'POST', body: wrongType })).status).toBe(400);

    const body = new FormData();
    body.append('field-0', new Blob(['my cv'], { type: 'text/plain' }), 'cv.txt');
    body.append('field-1', new Blob(['a'], { type: 'text/plain' }), 'a.txt');
    body.append('field-1', new Blob(['bb'], { type: 'text/plain' }), 'b.txt');
    expect((await callUrl(team.server.base, '/form/upload', { method: 'POST', body })).status).toBe(200);
    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    const item = firstOutput(await execution(saved.id), 'Form')!;
    expect(item.json['CV']).toEqual({ filename: 'cv.txt', mimetype: 'text/plain', size: 5 });
    expect(item.json['Extras']).toEqual([
      { filename: 'a.txt', mimetype: 'text/plain', size: 1 },
      { filename: 'b.txt', mimetype: 'text/plain', size: 2 },
    ]);
    expect(Object.keys(item.binary ?? {}).sort()).toEqual(['CV', 'Extras_0', 'Extras_1']);
    expect(item.binary?.['CV']).toMatchObject({ fileName: 'cv.txt', mimeType: 'text/plain' });
  });

  it('asks for basic auth on the page and on submissions', async () => {
    const credential = await team.owner.browser.post<Data<{ id: string }>>('/credentials', {
      name: 'Form login',
      type: 'httpBasicAuth',
      data: { user: 'u', password: 'p' },
    });
    await createActive(
      team.owner,
      workflowOf('Guarded form', [
        formNode(
          { formTitle: 'Members', authentication: 'basicAuth', formFields: { values: [field('A', 'text')] }, options: { path: 'members' } },
          2.2,
          { credentials: { httpBasicAuth: { id: credential.body.data.id, name: 'Form login' } } },
        ),
      ]),
    );
    const missing = await callUrl(team.server.base, '/form/members');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Basic realm="Form"');
    expect(
      (await callUrl(team.server.base, '/form/members', { headers: { authorization: `Basic ${Buffer.from('u:x').toString('base64')}` } }))
        .status,
    ).toBe(403);
    const good = { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` };
    expect((await callUrl(team.server.base, '/form/members', { headers: good })).text).toContain('Members');
    const anonymous = await callUrl(team.server.base, '/form/members', form({ 'field-0': 'x' }));
    expect(anonymous.status).toBe(401);
  });

  it('answers when the workflow finishes, or with what a Respond to Webhook node sends', async () => {
    await createActive(
      team.owner,
      workflowOf('Last', [
        formNode({
          formTitle: 'Last',
          responseMode: 'lastNode',
          formFields: { values: [field('A', 'text')] },
          options: { path: 'last', respondWithOptions: { values: { respondWith: 'text', formSubmittedText: 'All done <3' } } },
        }),
        setNode('Set', { a: '1' }),
      ]),
    );
    const last = await callUrl(team.server.base, '/form/last', form({ 'field-0': 'x' }));
    expect(last.status).toBe(200);
    expect(last.text).toContain('All done &lt;3');

    await createActive(
      team.owner,
      workflowOf('Responder', [
        formNode({
          formTitle: 'Responder',
          responseMode: 'responseNode',
          formFields: { values: [field('Name', 'text')] },
          options: { path: 'responder' },
        }),
        respondNode({ respondWith: 'json', responseBody: '={{ JSON.stringify({ formSubmittedText: "Thanks " + $json.Name }) }}' }),
      ]),
    );
    const responded = await callUrl(team.server.base, '/form/responder', form({ 'field-0': 'Ada' }));
    expect(responded.status).toBe(200);
    expect(responded.text).toContain('Thanks Ada');
    expect(responded.headers.get('content-type')).toContain('text/html');
  });

  it('serves test forms while the editor listens: the page any number of times, one submission in manual mode', async () => {
    const workflow = await createWorkflow(
      team.owner,
      workflowOf('Trial', [
        formNode(
          {
            formTitle: 'Trial',
            path: 'trial',
            responseMode: 'responseNode',
            formFields: { values: [field('A', 'text', { requiredField: true })] },
          },
          2.1,
        ),
        respondNode({
          respondWith: 'json',
          responseBody: '={{ JSON.stringify({ formSubmittedText: $json.A + " in " + $json.formMode + " mode" }) }}',
        }),
      ]),
    );
    expect((await callUrl(team.server.base, '/form-test/trial')).status).toBe(404);
    const run = await team.owner.browser.post<Data<{ waitingForWebhook?: boolean }>>(
      '/workflows/run',
      { workflowData: workflow },
      { headers: { 'push-ref': 'tab-1' } },
    );
    expect(run.body.data).toEqual({ waitingForWebhook: true });
    const first = await callUrl(team.server.base, '/form-test/trial');
    expect(first.text).toContain('This is a test version of your form');
    expect((await callUrl(team.server.base, '/form-test/trial')).status).toBe(200);
    // The production form is not served for an inactive workflow, nor is a form under /webhook.
    expect((await callUrl(team.server.base, '/form/trial')).status).toBe(404);
    expect((await callUrl(team.server.base, '/webhook-test/trial')).status).toBe(404);
    // A refused submission keeps the test form listening.
    expect((await callUrl(team.server.base, '/form-test/trial', form({ 'field-0': '' }))).status).toBe(400);
    const submitted = await callUrl(team.server.base, '/form-test/trial', form({ 'field-0': 'hi' }));
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain('hi in test mode');
    expect((await callUrl(team.server.base, '/form-test/trial')).status).toBe(404);
  });

  it('writes submittedAt in UTC for version 2 unless the workflow time zone is asked for', async () => {
    const workflow = await createActive(team.owner, {
      ...workflowOf('Zoned', [formNode({ formTitle: 'Zoned', path: 'zoned', formFields: { values: [field('A', 'text')] } }, 2)]),
      settings: { executionOrder: 'v1', timezone: 'Asia/Tokyo' },
    });
    await callUrl(team.server.base, '/form/zoned', form({ 'field-0': 'x' }));
    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    expect(String(firstOutput(await execution(saved.id), 'Form')!.json['submittedAt'])).toMatch(/Z$/);

    const zoned21 = await createActive(team.owner, {
      ...workflowOf('Zoned 2.1', [formNode({ formTitle: 'Zoned', path: 'zoned21', formFields: { values: [field('A', 'text')] } }, 2.1)]),
      settings: { executionOrder: 'v1', timezone: 'Asia/Tokyo' },
    });
    await callUrl(team.server.base, '/form/zoned21', form({ 'field-0': 'x' }));
    const saved21 = await eventually(async () => (await executionsOf(zoned21.id)).find((e) => e.status === 'success'));
    expect(String(firstOutput(await execution(saved21.id), 'Form')!.json['submittedAt'])).toMatch(/\+09:00$/);
  });

  it('walks a form with pages: the trigger sends the browser to the next page, then to the ending', async () => {
    const page = {
      id: id(),
      name: 'Company page',
      type: 'n8n-nodes-base.form',
      typeVersion: 1,
      position: [200, 0],
      webhookId: id(),
      parameters: {
        operation: 'page',
        formFields: { values: [field('Company', 'text', { requiredField: true })] },
        options: { formTitle: 'About your company <2>' },
      },
    };
    const end = {
      id: id(),
      name: 'Ending',
      type: 'n8n-nodes-base.form',
      typeVersion: 1,
      position: [400, 0],
      webhookId: id(),
      parameters: {
        operation: 'completion',
        respondWith: 'text',
        completionTitle: 'All set',
        completionMessage: '={{ "Thanks, " + $json.Company + " and " + $("Start").item.json.Name }}',
      },
    };
    const workflow = await createActive(
      team.owner,
      workflowOf('Pages', [
        {
          ...formNode({ formTitle: 'Step 1', formFields: { values: [field('Name', 'text')] }, options: { path: 'pages' } }),
          name: 'Start',
        },
        page,
        end,
      ]),
    );
    const first = await callUrl(team.server.base, '/form/pages', { ...form({ 'field-0': 'Ada' }), redirect: 'manual' });
    expect(first.status).toBe(303);
    const next = first.headers.get('location') ?? '';
    expect(next).toMatch(/^\/form-waiting\/[\w-]+\?signature=[0-9a-f]{64}$/);
    // Execution ids are sequential: without the URL's signature nobody else reaches the page.
    const unsigned = next.split('?')[0]!;
    expect((await callUrl(team.server.base, unsigned)).status).toBe(404);
    expect((await callUrl(team.server.base, `${unsigned}?signature=${'0'.repeat(64)}`, form({ 'field-0': 'Intruder' }))).status).toBe(404);

    const second = await callUrl(team.server.base, next);
    expect(second.status).toBe(200);
    expect(second.text).toContain('About your company &lt;2&gt;');
    expect(second.text).toContain('<label for="field-0">Company');
    expect((await callUrl(team.server.base, next, form({ 'field-0': '' }))).status).toBe(400);

    const submitted = await callUrl(team.server.base, next, { ...form({ 'field-0': 'Analytical Engines' }), redirect: 'manual' });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(next);
    const ending = await callUrl(team.server.base, next);
    expect(ending.status).toBe(200);
    expect(ending.text).toContain('All set');
    expect(ending.text).toContain('Thanks, Analytical Engines and Ada');

    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    const done = await execution(saved.id);
    expect(firstOutput(done, 'Company page')!.json).toMatchObject({ Company: 'Analytical Engines', formMode: 'production' });
    expect(firstOutput(done, 'Ending')!.json).toMatchObject({ Company: 'Analytical Engines' });
    // Nothing waits there any more.
    expect((await callUrl(team.server.base, next)).status).toBe(404);
  });

  it('shows a Form node page defined as JSON, with radio buttons, and outputs the choice', async () => {
    const page = {
      id: id(),
      name: 'Seat page',
      type: 'n8n-nodes-base.form',
      typeVersion: 1,
      position: [200, 0],
      webhookId: id(),
      parameters: {
        operation: 'page',
        defineForm: 'json',
        jsonOutput: JSON.stringify([
          {
            fieldLabel: 'Seat',
            fieldType: 'radio',
            fieldOptions: { values: [{ option: 'Window' }, { option: 'Aisle' }] },
            requiredField: true,
          },
        ]),
      },
    };
    const workflow = await createActive(
      team.owner,
      workflowOf('Json page', [
        {
          ...formNode({ formTitle: 'Trip', formFields: { values: [field('Name', 'text')] }, options: { path: 'json-page' } }),
          name: 'Start',
        },
        page,
      ]),
    );
    const first = await callUrl(team.server.base, '/form/json-page', { ...form({ 'field-0': 'Ada' }), redirect: 'manual' });
    const next = first.headers.get('location') ?? '';
    const shown = await callUrl(team.server.base, next);
    expect(shown.text).toContain('<input type="radio" id="field-0-1" name="field-0" value="Aisle" required>');
    const refused = await callUrl(team.server.base, next, form({ 'field-0': ['Window', 'Aisle'] }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose only one option.');
    await callUrl(team.server.base, next, { ...form({ 'field-0': 'Aisle' }), redirect: 'manual' });
    const saved = await eventually(async () => (await executionsOf(workflow.id)).find((e) => e.status === 'success'));
    expect(firstOutput(await execution(saved.id), 'Seat page')!.json).toMatchObject({ Seat: 'Aisle', formMode: 'production' });
  });

  it('answers 422 with the reason when a Form node page is JSON that cannot be read', async () => {
    const page = {
      id: id(),
      name: 'Broken page',
      type: 'n8n-nodes-base.form',
      typeVersion: 1,
      position: [200, 0],
      webhookId: id(),
      parameters: { operation: 'page', defineForm: 'json', jsonOutput: '[{"fieldLabel": "Seat",]' },
    };
    await createActive(
      team.owner,
      workflowOf('Broken json page', [
        {
          ...formNode({ formTitle: 'Trip', formFields: { values: [field('Name', 'text')] }, options: { path: 'broken-page' } }),
          name: 'Start',
        },
        page,
      ]),
    );
    const first = await callUrl(team.server.base, '/form/broken-page', { ...form({ 'field-0': 'Ada' }), redirect: 'manual' });
    const shown = await callUrl(team.server.base, first.headers.get('location') ?? '');
    expect(shown.status).toBe(422);
    expect(shown.text).toContain('This form cannot be shown');
    expect(shown.text).toContain('The form fields are not valid JSON');
  });

  it('turns bots away when asked, and ends a form with pages by redirecting when the ending says so', async () => {
    await createActive(
      team.owner,
      workflowOf('No bots', [
        formNode({ formTitle: 'Humans', formFields: { values: [field('A', 'text')] }, options: { path: 'humans', ignoreBots: true } }),
      ]),
    );
    const bot = await callUrl(team.server.base, '/form/humans', { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });
    expect(bot.status).toBe(403);
    expect(
      (await callUrl(team.server.base, '/form/humans', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' } })).status,
    ).toBe(200);

    const end = {
      id: id(),
      name: 'Bye',
      type: 'n8n-nodes-base.form',
      typeVersion: 1,
      position: [200, 0],
      webhookId: id(),
      parameters: { operation: 'completion', respondWith: 'redirect', redirectUrl: 'https://example.com/bye' },
    };
    await createActive(
      team.owner,
      workflowOf('Redirect ending', [
        formNode({ formTitle: 'One', formFields: { values: [field('A', 'text')] }, options: { path: 'ending-redirect' } }),
        end,
      ]),
    );
    const first = await callUrl(team.server.base, '/form/ending-redirect', { ...form({ 'field-0': 'x' }), redirect: 'manual' });
    expect(first.status).toBe(303);
    const ending = await callUrl(team.server.base, first.headers.get('location') ?? '', { redirect: 'manual' });
    expect(ending.status).toBe(303);
    expect(ending.headers.get('location')).toBe('https://example.com/bye');
  });
});
