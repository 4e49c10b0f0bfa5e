/**
 * A stand-in for the slice of the Notion API the Notion node uses, on 127.0.0.1, under
 * `/v1`: `Authorization: Bearer <secret>` and a `Notion-Version` header naming a version
 * the node speaks (2021-05-13 for its version 1, 2021-08-16 for 2.x; Notion's
 * `{ object: 'error', status, code, message }` otherwise); users (`me`, one, list), a
 * database (schema, query with a small filter subset and sorts), pages (create in a
 * database or under a page, get, update properties, archive), block children (append,
 * list), search; every list pages with `start_cursor` / `page_size` and answers
 * `{ object: 'list', results, next_cursor, has_more }`; 429 `rate_limited` with
 * Retry-After while `tooManyRequests` counts down; files under `/files/<name>`.
 */
import type { IDataObject } from '@sdk/workflow';
import { sendJson, startLocalServer, type LocalServer } from '../../http-request/testing/local-server';

export const NOTION_TEST_SECRET = 'secret_test';
export const DATABASE_ID = 'd9824bdc-8445-4327-be8b-5b47500af6ce';
/** A multi-select option whose ID is a UUID (Notion's own option IDs usually are not). */
export const TAG_OPTION_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const PARENT_PAGE_ID = 'b4eeb113-e118-403a-a450-af65ac25f0b9';

export interface NotionCall {
  method: string;
  path: string;
  query: IDataObject;
  body?: IDataObject;
  version?: string;
}

export interface NotionServer extends LocalServer {
  apiUrl: string;
  calls: NotionCall[];
  tooManyRequests: { count: number };
  pages: IDataObject[];
  blocks: Map<string, IDataObject[]>;
}

/** The Notion-Versions the stand-in answers (those the node's versions send). */
const VERSIONS: ReadonlySet<string> = new Set(['2021-05-13', '2021-08-16']);

/** Most entries one page of a list holds here (small so lists page). */
const PAGE = 2;

const USERS = [
  { object: 'user', id: 'u-ada', type: 'person', name: 'Ada', avatar_url: null, person: { email: 'ada@example.com' } },
  { object: 'user', id: 'u-grace', type: 'person', name: 'Grace', avatar_url: null, person: { email: 'grace@example.com' } },
  { object: 'user', id: 'u-bot', type: 'bot', name: 'Switchyard', avatar_url: null, bot: {} },
];

const DATABASE = {
  object: 'database',
  id: DATABASE_ID,
  created_time: '2026-11-01T10:00:00.000Z',
  last_edited_time: '2026-11-01T10:00:00.000Z',
  title: [{ type: 'text', text: { content: 'Tasks', link: null }, plain_text: 'Tasks', href: null }],
  url: `https://www.notion.so/${DATABASE_ID.replace(/-/g, '')}`,
  parent: { type: 'page_id', page_id: PARENT_PAGE_ID },
  properties: {
    Name: { id: 'title', name: 'Name', type: 'title', title: {} },
    Status: {
      id: 'st',
      name: 'Status',
      type: 'select',
      select: {
        options: [
          { id: 'o1', name: 'Open', color: 'green' },
          { id: 'o2', name: 'Done', color: 'gray' },
        ],
      },
    },
    Points: { id: 'pt', name: 'Points', type: 'number', number: { format: 'number' } },
    Done: { id: 'dn', name: 'Done', type: 'checkbox', checkbox: {} },
    Notes: { id: 'nt', name: 'Notes', type: 'rich_text', rich_text: {} },
    Due: { id: 'du', name: 'Due', type: 'date', date: {} },
    Attachment: { id: 'at', name: 'Attachment', type: 'files', files: {} },
    Tags: {
      id: 'tg',
      name: 'Tags',
      type: 'multi_select',
      multi_select: {
        options: [
          { id: 't1', name: 'Urgent', color: 'red' },
          { id: TAG_OPTION_ID, name: 'Billing', color: 'blue' },
        ],
      },
    },
  },
};

const rich = (content: string) => [
  { type: 'text', text: { content, link: null }, plain_text: content, href: null, annotations: { bold: false } },
];

/** Turns property values as sent into values as Notion answers them (plain_text added, select resolved by ID or name). */
function stored(properties: IDataObject): IDataObject {
  const out: IDataObject = {};
  for (const [name, given] of Object.entries(properties)) {
    // A page under a page sends its title as `title: [rich text]`, the array itself.
    const value = (Array.isArray(given) ? { [name]: given } : given) as IDataObject;
    const schema = (DATABASE.properties as IDataObject)[name] as IDataObject | undefined;
    const type = String(schema?.['type'] ?? (value as IDataObject)['type'] ?? Object.keys(value as IDataObject)[0]);
    const raw = (value as IDataObject)[type];
    let converted: unknown = raw;
    if (type === 'title' || type === 'rich_text')
      converted = (raw as IDataObject[]).flatMap((part) => rich(String((part['text'] as IDataObject | undefined)?.['content'] ?? '')));
    if (type === 'select' && raw) {
      const chosen = raw as IDataObject;
      const option = ((schema?.['select'] as IDataObject)['options'] as IDataObject[]).find((o) =>
        chosen['id'] !== undefined ? o['id'] === chosen['id'] : o['name'] === chosen['name'],
      );
      converted = option ?? { id: 'new', name: (raw as IDataObject)['name'], color: 'default' };
    }
    if (type === 'multi_select' && Array.isArray(raw)) {
      const options = ((schema?.['multi_select'] as IDataObject)['options'] as IDataObject[]) ?? [];
      converted = (raw as IDataObject[]).map(
        (chosen) =>
          options.find((o) => (chosen['id'] !== undefined ? o['id'] === chosen['id'] : o['name'] === chosen['name'])) ?? {
            id: 'new',
            name: chosen['name'],
            color: 'default',
          },
      );
    }
    out[name] = { id: schema?.['id'] ?? type, type, [type]: converted };
  }
  return out;
}

function list(entries: IDataObject[], cursor: unknown, size: unknown): IDataObject {
  const start = cursor ? Number(String(cursor).replace('cursor-', '')) : 0;
  const pageSize = Math.min(Number(size ?? 100) || 100, PAGE);
  const results = entries.slice(start, start + pageSize);
  const more = start + pageSize < entries.length;
  return { object: 'list', results, next_cursor: more ? `cursor-${start + pageSize}` : null, has_more: more };
}

function plain(page: IDataObject, name: string): unknown {
  const property = (page['properties'] as IDataObject)[name] as IDataObject | undefined;
  if (!property) return undefined;
  const type = String(property['type']);
  const value = property[type];
  if (type === 'title' || type === 'rich_text') return (value as IDataObject[]).map((part) => part['plain_text']).join('');
  if (type === 'select') return (value as IDataObject | null)?.['name'] ?? null;
  return value;
}

/** The filters the tests use: one property condition, or `and` / `or` of them. */
function passes(page: IDataObject, filter: IDataObject | undefined): boolean {
  if (!filter || Object.keys(filter).length === 0) return true;
  if (Array.isArray(filter['and'])) return (filter['and'] as IDataObject[]).every((f) => passes(page, f));
  if (Array.isArray(filter['or'])) return (filter['or'] as IDataObject[]).some((f) => passes(page, f));
  const value = plain(page, String(filter['property']));
  const [, condition] = Object.entries(filter).find(([key]) => key !== 'property') ?? [];
  const [operator, expected] = Object.entries((condition ?? {}) as IDataObject)[0] ?? [];
  switch (operator) {
    case 'equals':
      return value === expected;
    case 'does_not_equal':
      return value !== expected;
    case 'contains':
      return String(value ?? '').includes(String(expected));
    case 'greater_than':
      return Number(value) > Number(expected);
    case 'is_empty':
      return value === null || value === undefined || value === '';
    default:
      return true;
  }
}

type Answer = [number, IDataObject];
const notFound = (id: string): Answer => [
  404,
  { object: 'error', status: 404, code: 'object_not_found', message: `Could not find page with ID: ${id}.` },
];

function pages(server: NotionServer, method: string, id: string | undefined, body: IDataObject): Answer {
  if (method === 'POST' && !id) {
    const parent = body['parent'] as IDataObject | undefined;
    if (!parent?.['database_id'] && !parent?.['page_id'])
      return [
        400,
        { object: 'error', status: 400, code: 'validation_error', message: 'body failed validation: body.parent should be defined' },
      ];
    const n = server.pages.length + 1;
    const pageId = `5c6a2821-6bb1-4a7e-b6e1-c50111515c${String(n).padStart(2, '0')}`;
    const inDatabase = Boolean(parent['database_id']);
    const page = {
      object: 'page',
      id: pageId,
      created_time: '2026-11-29T12:00:00.000Z',
      last_edited_time: '2026-11-29T12:00:00.000Z',
      archived: false,
      icon: body['icon'] ?? null,
      parent: inDatabase ? { type: 'database_id', database_id: parent['database_id'] } : { type: 'page_id', page_id: parent['page_id'] },
      properties: stored((body['properties'] ?? {}) as IDataObject),
      url: `https://www.notion.so/Page-${pageId.replace(/-/g, '')}`,
    };
    server.pages.push(page);
    server.blocks.set(
      pageId,
      ((body['children'] ?? []) as IDataObject[]).map((child, index) => block(pageId, child, index)),
    );
    return [200, page];
  }
  const page = server.pages.find((p) => String(p['id']).replace(/-/g, '') === String(id).replace(/-/g, ''));
  if (!page) return notFound(String(id));
  if (method === 'PATCH') {
    if (body['archived'] !== undefined) page['archived'] = body['archived'];
    page['properties'] = { ...(page['properties'] as IDataObject), ...stored((body['properties'] ?? {}) as IDataObject) };
    page['last_edited_time'] = '2026-11-29T13:00:00.000Z';
  }
  return [200, page];
}

function block(parentId: string, child: IDataObject, index: number): IDataObject {
  const type = String(child['type']);
  const content = { ...(child[type] as IDataObject) };
  if (Array.isArray(content['text']))
    content['text'] = (content['text'] as IDataObject[]).flatMap((part) =>
      rich(String((part['text'] as IDataObject | undefined)?.['content'] ?? '')),
    );
  return {
    object: 'block',
    id: `${parentId.slice(0, -4)}b${String(index).padStart(3, '0')}`,
    created_time: '2026-11-29T12:00:00.000Z',
    last_edited_time: '2026-11-29T12:00:00.000Z',
    has_children: false,
    archived: false,
    type,
    [type]: content,
  };
}

function route(server: NotionServer, method: string, rawPath: string, query: URLSearchParams, body: IDataObject): Answer {
  // Notion takes IDs with or without dashes.
  const path = rawPath.replace(DATABASE_ID.replace(/-/g, ''), DATABASE_ID);
  if (path === '/v1/users/me') return [200, { ...USERS[2]!, bot: { owner: { type: 'workspace', workspace: true } } }];
  if (path === '/v1/users') return [200, list(USERS, query.get('start_cursor'), query.get('page_size'))];
  const user = /^\/v1\/users\/([\w-]+)$/.exec(path);
  if (user) {
    const found = USERS.find((u) => u.id === user[1]);
    return found
      ? [200, found]
      : [404, { object: 'error', status: 404, code: 'object_not_found', message: `Could not find user with ID: ${user[1]!}.` }];
  }
  if (path === `/v1/databases/${DATABASE_ID}`) return [200, DATABASE];
  if (path === `/v1/databases/${DATABASE_ID}/query`) {
    let found = server.pages.filter(
      (p) => (p['parent'] as IDataObject)['database_id'] === DATABASE_ID && !p['archived'] && passes(p, body['filter'] as IDataObject),
    );
    const sort = (body['sorts'] as IDataObject[] | undefined)?.[0];
    if (sort?.['property']) {
      const direction = sort['direction'] === 'descending' ? -1 : 1;
      found = [...found].sort(
        (a, b) =>
          direction *
          String(plain(a, String(sort['property']))).localeCompare(String(plain(b, String(sort['property']))), undefined, {
            numeric: true,
          }),
      );
    }
    return [200, list(found, body['start_cursor'], body['page_size'])];
  }
  if (path.startsWith('/v1/databases/')) return notFound(path.split('/')[3]!);
  if (path === '/v1/search') {
    const wanted = (body['filter'] as IDataObject | undefined)?.['value'];
    const text = String(body['query'] ?? '').toLowerCase();
    const all = [DATABASE as IDataObject, ...server.pages.filter((p) => !p['archived'])]
      .filter((entry) => !wanted || entry['object'] === wanted)
      .filter((entry) => !text || JSON.stringify(entry).toLowerCase().includes(text));
    return [200, list(all, body['start_cursor'], body['page_size'])];
  }
  const page = /^\/v1\/pages(?:\/([\w-]+))?$/.exec(path);
  if (page) return pages(server, method, page[1], body);
  const children = /^\/v1\/blocks\/([\w-]+)\/children$/.exec(path);
  if (children) {
    const id = children[1]!;
    const existing =
      server.blocks.get(id) ?? server.blocks.get(server.pages.find((p) => String(p['id']).replace(/-/g, '') === id)?.['id'] as string);
    if (!existing) return notFound(id);
    if (method === 'PATCH') {
      const added = ((body['children'] ?? []) as IDataObject[]).map((child, index) => block(id, child, existing.length + index));
      existing.push(...added);
      return [200, { object: 'list', results: added, next_cursor: null, has_more: false }];
    }
    return [200, list(existing, query.get('start_cursor'), query.get('page_size'))];
  }
  return [400, { object: 'error', status: 400, code: 'invalid_request_url', message: 'Invalid request URL.' }];
}

/** Starts the stand-in with the Tasks database and no pages. */
export async function startNotionServer(): Promise<NotionServer> {
  const extra = {
    calls: [] as NotionCall[],
    tooManyRequests: { count: 0 },
    pages: [] as IDataObject[],
    blocks: new Map<string, IDataObject[]>(),
  };
  extra.blocks.set(PARENT_PAGE_ID, []);
  const server = (await startLocalServer((request, response) => {
    const body = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as IDataObject) : undefined;
    const version = request.headers['notion-version'] as string | undefined;
    extra.calls.push({
      method: request.method,
      path: request.path,
      query: Object.fromEntries(request.query),
      ...(body ? { body } : {}),
      ...(version ? { version } : {}),
    });
    // Files are served as Notion's signed file URLs are: no Authorization needed.
    const file = /^\/files\/([\w.-]+)$/.exec(request.path);
    if (file) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`contents of ${file[1]!}`);
      return;
    }
    if (extra.tooManyRequests.count > 0) {
      extra.tooManyRequests.count--;
      return sendJson(
        response,
        429,
        { object: 'error', status: 429, code: 'rate_limited', message: 'You have been rate limited.' },
        { 'retry-after': '1' },
      );
    }
    if (request.headers.authorization !== `Bearer ${NOTION_TEST_SECRET}`)
      return sendJson(response, 401, { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' });
    if (!version || !VERSIONS.has(version))
      return sendJson(response, 400, {
        object: 'error',
        status: 400,
        code: 'missing_version',
        message: 'Notion-Version header failed validation.',
      });
    const [status, answer] = route(server, request.method, request.path, request.query, body ?? {});
    sendJson(response, status, answer);
  })) as NotionServer;
  return Object.assign(server, extra, { apiUrl: server.url });
}
