/**
 * The templates host's records (docs/templates.md): what the catalogue files hold and the
 * shapes the host answers with. The answers follow n8n's public templates API
 * (api.n8n.io), so the editor reads this host and that one alike.
 */
import type { IConnections, INode } from '@sdk/workflow';

/** A category as the host lists it. */
export interface TemplateCategory {
  readonly id: number;
  readonly name: string;
}

/** One template file of `catalogue/workflows/`. */
export interface TemplateFile {
  readonly id: number;
  readonly name: string;
  /** Markdown. */
  readonly description: string;
  /** Category ids (catalogue/categories.json). */
  readonly categories: readonly number[];
  /** ISO date-time. */
  readonly createdAt: string;
  readonly user: { readonly username: string };
  /** The importable workflow (n8n JSON). */
  readonly workflow: { readonly nodes: readonly INode[]; readonly connections: IConnections };
}

/** One collection of `catalogue/collections.json`. */
export interface CollectionFile {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  /** Template ids, in the order the collection shows them. */
  readonly workflows: readonly number[];
}

/** A node type a template uses, as the host reports it (derived from the workflow). */
export interface TemplateNodeSummary {
  readonly id: number;
  /** The node type name, such as `n8n-nodes-base.webhook`. */
  readonly name: string;
  readonly displayName: string;
  readonly icon?: string;
  readonly typeVersion: number;
  readonly defaults: { readonly name: string; readonly color?: string };
}

/** A template in lists and search results. */
export interface TemplateSummary {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly totalViews: number;
  readonly createdAt: string;
  readonly user: { readonly username: string };
  readonly nodes: readonly TemplateNodeSummary[];
  readonly categories: readonly TemplateCategory[];
}

/** A template with its workflow (`GET /templates/workflows/:id`). */
export interface TemplateDetail extends TemplateSummary {
  readonly workflow: TemplateFile['workflow'];
}

/** A collection in lists. */
export interface CollectionSummary {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  readonly nodes: readonly TemplateNodeSummary[];
  readonly workflows: ReadonlyArray<{ readonly id: number }>;
}

/** A collection with its templates (`GET /templates/collections/:id`). */
export interface CollectionDetail extends Omit<CollectionSummary, 'workflows'> {
  readonly categories: readonly TemplateCategory[];
  readonly workflows: readonly TemplateSummary[];
}

/** What a template search asks for. */
export interface TemplateQuery {
  /** Words that must all occur in the name, description or node names (case-insensitive). */
  readonly search?: string;
  /** Category ids; a template matches when it is in any of them. */
  readonly categories?: readonly number[];
}

/** The display name, icon and colour of a node type, for template node summaries. */
export type NodeTypeLookup = (type: string, version: number) => { displayName: string; icon?: string; color?: string } | undefined;
