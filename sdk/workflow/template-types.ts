/**
 * Shapes returned by the templates host.
 *
 * @module
 */
import type { IConnections } from './connection-types';
import type { IPinData } from './data-types';
import type { INode } from './node-types';
import type { IWorkflowSettings } from './workflow-types';

/** A template category. */
export interface ITemplatesCategory {
  /** Category id. */
  id: number;
  /** Category name. */
  name: string;
}

/** A node shown on a template card. */
export interface ITemplatesNode {
  /** Node id on the templates host. */
  id: number;
  /** Node type name. */
  name: string;
  /** Label. */
  displayName: string;
  /** Icon. */
  icon?: string;
  /** Icon data. */
  iconData?: { type: string; icon?: string; fileBuffer?: string };
  /** Default settings. */
  defaults?: { color?: string; name?: string };
  /** Categories. */
  categories?: ITemplatesCategory[];
}

/** A template as listed (not yet fully loaded: `full` unset). */
export interface ITemplatesWorkflow {
  /** Template id. */
  id: number;
  /** Template name. */
  name: string;
  /** Whether the full template (with its workflow) is loaded. */
  full?: false;
  /** ISO 8601 creation time. */
  createdAt?: string;
  /** Nodes for the card. */
  nodes?: ITemplatesNode[];
  /** View count. */
  totalViews?: number;
  /** Author. */
  user?: { username: string };
}

/** A fully loaded template (`GET /templates/workflows/{id}`). */
export interface ITemplatesWorkflowFull extends Omit<ITemplatesWorkflow, 'full'> {
  /** Loaded in full. */
  full: true;
  /** Markdown description. */
  description?: string;
  /** Categories. */
  categories?: ITemplatesCategory[];
  /** The workflow to import. */
  workflow: {
    nodes: INode[];
    connections: IConnections;
    settings?: IWorkflowSettings;
    pinData?: IPinData;
  };
}

/** A template collection. */
export interface ITemplatesCollection {
  /** Collection id. */
  id: number;
  /** Collection name. */
  name?: string;
  /** Its templates. */
  workflows: Array<{ id: number }>;
  /** Nodes for the card. */
  nodes?: ITemplatesNode[];
  /** Whether the full collection is loaded. */
  full?: boolean;
}

/** `GET /templates/workflows` response. */
export interface ITemplatesSearchResponse {
  /** The page of templates. */
  workflows: ITemplatesWorkflow[];
  /** Total matches. */
  totalWorkflows: number;
}

/** Client state of one template search (per query). */
export interface ITemplatesSearchResult {
  /** Ids of the templates loaded so far. */
  workflowIds: number[];
  /** Total matches. */
  totalWorkflows: number;
  /** A further page is loading. */
  loadingMore?: boolean;
}
