/**
 * The built-in template catalogue: the JSON files under `catalogue/` read once at start,
 * and the queries the templates host answers (search, categories, collections). Pure reads
 * over immutable data; the HTTP layer (`http/templates.ts`) validates the input.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CollectionDetail,
  CollectionFile,
  CollectionSummary,
  NodeTypeLookup,
  TemplateCategory,
  TemplateDetail,
  TemplateFile,
  TemplateNodeSummary,
  TemplateQuery,
  TemplateSummary,
} from './catalogue-types';

/** Where the catalogue files live in the repository. */
export const CATALOGUE_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue');

/** Node types that draw on the canvas but do nothing (notes): not listed as a template's nodes. */
const NOT_LISTED: readonly string[] = ['n8n-nodes-base.stickyNote'];

/** The raw catalogue files. */
export interface CatalogueFiles {
  readonly categories: readonly TemplateCategory[];
  readonly collections: readonly CollectionFile[];
  readonly templates: readonly TemplateFile[];
}

/** Reads the catalogue files of `folder` (categories.json, collections.json, workflows/*.json). */
export function readCatalogueFiles(folder: string = CATALOGUE_FOLDER): CatalogueFiles {
  const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const workflows = path.join(folder, 'workflows');
  return {
    categories: json(path.join(folder, 'categories.json')) as TemplateCategory[],
    collections: json(path.join(folder, 'collections.json')) as CollectionFile[],
    templates: readdirSync(workflows)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => json(path.join(workflows, f)) as TemplateFile),
  };
}

/** The words of a search text, lower-cased. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The catalogue's queries. */
export class TemplateCatalogue {
  private readonly summaries: ReadonlyMap<number, TemplateSummary>;
  private readonly templates: ReadonlyMap<number, TemplateFile>;
  private readonly haystacks: ReadonlyMap<number, string>;
  /** Newest first, the order lists and searches answer in. */
  private readonly ordered: readonly TemplateSummary[];

  constructor(
    private readonly files: CatalogueFiles,
    private readonly lookup: NodeTypeLookup,
  ) {
    const categories = new Map(files.categories.map((c) => [c.id, c]));
    this.templates = new Map(files.templates.map((t) => [t.id, t]));
    this.summaries = new Map(
      files.templates.map((t) => [
        t.id,
        {
          id: t.id,
          name: t.name,
          description: t.description,
          totalViews: 0,
          createdAt: t.createdAt,
          user: t.user,
          nodes: this.nodesOf([t]),
          categories: t.categories.flatMap((id) => categories.get(id) ?? []),
        },
      ]),
    );
    this.haystacks = new Map(
      [...this.summaries.values()].map((s) => [
        s.id,
        [s.name, s.description, ...s.nodes.map((n) => n.displayName)].join('\n').toLowerCase(),
      ]),
    );
    this.ordered = [...this.summaries.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id);
  }

  /** The node types `templates` use, once each, in order of first use; derived from the workflows. */
  private nodesOf(templates: readonly TemplateFile[]): TemplateNodeSummary[] {
    const seen = new Map<string, TemplateNodeSummary>();
    for (const t of templates) {
      for (const node of t.workflow.nodes) {
        if (NOT_LISTED.includes(node.type) || seen.has(node.type)) continue;
        const version = node.typeVersion ?? 1;
        const info = this.lookup(node.type, version);
        const displayName = info?.displayName ?? node.type.replace(/^.*\./, '');
        seen.set(node.type, {
          id: seen.size + 1,
          name: node.type,
          displayName,
          ...(info?.icon ? { icon: info.icon } : {}),
          typeVersion: version,
          defaults: { name: displayName, ...(info?.color ? { color: info.color } : {}) },
        });
      }
    }
    return [...seen.values()];
  }

  private matches(summary: TemplateSummary, query: TemplateQuery): boolean {
    const categories = query.categories ?? [];
    if (categories.length > 0 && !summary.categories.some((c) => categories.includes(c.id))) return false;
    const haystack = this.haystacks.get(summary.id) ?? '';
    return searchWords(query.search).every((word) => haystack.includes(word));
  }

  categories(): readonly TemplateCategory[] {
    return this.files.categories;
  }

  /** A page of the templates matching `query`, and how many match in all. */
  searchWorkflows(query: TemplateQuery, skip: number, rows: number): { workflows: TemplateSummary[]; totalWorkflows: number } {
    const found = this.ordered.filter((s) => this.matches(s, query));
    return { workflows: found.slice(skip, skip + rows), totalWorkflows: found.length };
  }

  /** Collections holding at least one template matching `query`. */
  searchCollections(query: TemplateQuery): CollectionSummary[] {
    return this.files.collections
      .filter((c) => {
        const own = `${c.name}\n${c.description}`.toLowerCase();
        const members = c.workflows.flatMap((id) => this.summaries.get(id) ?? []);
        const inCategory =
          (query.categories ?? []).length === 0 || members.some((m) => this.matches(m, { categories: query.categories ?? [] }));
        const words = searchWords(query.search);
        const textHit = words.every((w) => own.includes(w)) || members.some((m) => this.matches(m, { search: query.search ?? '' }));
        return inCategory && textHit;
      })
      .map((c) => this.collectionSummary(c));
  }

  private collectionSummary(c: CollectionFile): CollectionSummary {
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      createdAt: c.createdAt,
      nodes: this.nodesOf(c.workflows.flatMap((id) => this.templates.get(id) ?? [])),
      workflows: c.workflows.map((id) => ({ id })),
    };
  }

  collection(id: number): CollectionDetail | undefined {
    const c = this.files.collections.find((x) => x.id === id);
    if (!c) return undefined;
    const workflows = c.workflows.flatMap((wid) => this.summaries.get(wid) ?? []);
    const categories = new Map(workflows.flatMap((w) => w.categories).map((cat) => [cat.id, cat]));
    return { ...this.collectionSummary(c), categories: [...categories.values()], workflows };
  }

  workflow(id: number): TemplateDetail | undefined {
    const summary = this.summaries.get(id);
    const file = this.templates.get(id);
    return summary && file ? { ...summary, workflow: file.workflow } : undefined;
  }

  /** The importable workflow (`GET /workflows/templates/:id`): id, name and the workflow. */
  workflowData(id: number): { id: number; name: string; workflow: TemplateFile['workflow'] } | undefined {
    const file = this.templates.get(id);
    return file ? { id: file.id, name: file.name, workflow: file.workflow } : undefined;
  }
}
