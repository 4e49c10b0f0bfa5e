/**
 * The "Custom Email Rules" option: n8n takes node-imap's search criteria as JSON
 * (`["UNSEEN", ["FROM", "a@b.c"], ["SINCE", "May 20, 2024"]]`, all of them must match);
 * imapflow searches with an object, so each criterion is translated here. A criterion
 * prefixed with `!` is negated, `["OR", a, b]` matches either. Unknown ones are refused
 * by name rather than ignored, so a rule never silently matches more mail.
 */
import type { SearchObject } from 'imapflow';

type Criterion = string | unknown[];

const FLAGS: Record<string, Partial<SearchObject>> = {
  ALL: { all: true },
  ANSWERED: { answered: true },
  UNANSWERED: { answered: false },
  DELETED: { deleted: true },
  UNDELETED: { deleted: false },
  DRAFT: { draft: true },
  UNDRAFT: { draft: false },
  FLAGGED: { flagged: true },
  UNFLAGGED: { flagged: false },
  SEEN: { seen: true },
  UNSEEN: { seen: false },
  NEW: { new: true },
  OLD: { old: true },
  RECENT: { recent: true },
};

const TEXT_FIELDS: Record<string, keyof SearchObject> = {
  FROM: 'from',
  TO: 'to',
  CC: 'cc',
  BCC: 'bcc',
  SUBJECT: 'subject',
  BODY: 'body',
  TEXT: 'text',
  KEYWORD: 'keyword',
  UNKEYWORD: 'unKeyword',
  UID: 'uid',
};

const DATE_FIELDS: Record<string, keyof SearchObject> = {
  SINCE: 'since',
  BEFORE: 'before',
  ON: 'on',
  SENTSINCE: 'sentSince',
  SENTBEFORE: 'sentBefore',
  SENTON: 'sentOn',
};

function dateOf(value: unknown, name: string): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`The date of search criterion "${name}" is not valid: ${String(value)}`);
  return date;
}

function withArguments(name: string, args: unknown[]): Partial<SearchObject> {
  if (TEXT_FIELDS[name] !== undefined) return { [TEXT_FIELDS[name]]: String(args[0] ?? '') };
  if (DATE_FIELDS[name] !== undefined) return { [DATE_FIELDS[name]]: dateOf(args[0], name) };
  if (name === 'LARGER' || name === 'SMALLER') return { [name.toLowerCase()]: Number(args[0]) };
  if (name === 'HEADER') return { header: { [String(args[0])]: String(args[1] ?? '') } };
  if (name === 'OR') return { or: [criterionToQuery(args[0] as Criterion), criterionToQuery(args[1] as Criterion)] };
  throw new Error(`The search criterion "${name}" is not supported`);
}

function criterionToQuery(criterion: Criterion): SearchObject {
  const [head, ...args] = Array.isArray(criterion) ? criterion : [criterion];
  let name = String(head).toUpperCase();
  const negated = name.startsWith('!');
  if (negated) name = name.slice(1);
  const flag = args.length === 0 ? FLAGS[name] : undefined;
  const query = flag ?? withArguments(name, args);
  return negated ? { not: query } : query;
}

/**
 * @param rules - the option's JSON text; undefined: n8n's default `["UNSEEN"]`
 * @returns imapflow's query (all criteria together)
 */
export function searchQueryOf(rules: string | undefined): SearchObject {
  let criteria: unknown = ['UNSEEN'];
  if (rules !== undefined) {
    try {
      criteria = JSON.parse(rules);
    } catch {
      throw new Error('Custom email config is not valid JSON.');
    }
  }
  if (!Array.isArray(criteria)) throw new Error('Custom email config must be a JSON array of search criteria.');
  const query: SearchObject = {};
  for (const criterion of criteria as Criterion[]) {
    const part = criterionToQuery(criterion);
    // One query object holds each field once; a repeated one would silently replace the first.
    const repeated = Object.keys(part).find((key) => key in query);
    if (repeated !== undefined) throw new Error(`The search criteria set "${repeated}" twice; combine such criteria with OR`);
    Object.assign(query, part);
  }
  return query;
}
