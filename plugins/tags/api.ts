/**
 * The tags plugin's contract: the tag store other plugins use, the views it lends them
 * (the creatable tag field, the editor header's tag editor), the tags manager's modal key and
 * its command.
 */
import { createServiceToken, type ViewId } from '@sdk';
import type { Observable } from 'rxjs';

/** A tag as `GET /tags` lists it. */
export interface TagRef {
  readonly id: string;
  readonly name: string;
}

/** A tag with the number of workflows using it (`GET /tags?withUsageCount=true`). */
export interface TagWithUsage extends TagRef {
  readonly usageCount: number;
}

/**
 * The instance's tags, through one REST client: listed with their usage counts, created,
 * renamed and deleted. Every change updates `tags$`. Failures reject with the server's reason.
 */
export interface ITagsService {
  /** The tags, by name; emits the current list on subscribe and after every change. */
  readonly tags$: Observable<readonly TagWithUsage[]>;
  /** Why the last load failed, or null. */
  readonly loadError$: Observable<string | null>;
  /** Loads the list (with usage counts) again. */
  refresh(): Promise<void>;
  /** Creates a tag (name trimmed, 1–24 characters, unique). */
  create(name: string): Promise<TagRef>;
  /** Renames a tag (same rules as create). */
  rename(id: string, name: string): Promise<TagRef>;
  /** Deletes a tag; workflows using it lose it. */
  delete(id: string): Promise<void>;
}

/** Token for {@link ITagsService}. */
export const ITagsService = createServiceToken<ITagsService>('ITagsService');

/** Props of the creatable tag field ({@link TAGS_VIEWS.input}). */
export interface TagsInputProps {
  /** The text field's id (for a `<label htmlFor>`). */
  readonly id: string;
  /** The field's accessible name. */
  readonly label: string;
  readonly chosen: readonly TagRef[];
  onChange(tags: readonly TagRef[]): void;
  /** Focus the text field when shown. */
  readonly autoFocus?: boolean;
  /** Called when the user leaves the field (focus moves out of it, or Escape with the list closed). */
  onDone?(): void;
  /** Shows "Manage tags" at the end of the list (opens the tags manager). */
  readonly withManageLink?: boolean;
}

/** Props of the editor header's tag editor ({@link TAGS_VIEWS.workflowTags}). */
export interface WorkflowTagsProps {
  readonly tags: readonly TagRef[];
  readonly readOnly: boolean;
  /** Saves the workflow with these tags; resolves whether it worked. */
  save(tags: readonly TagRef[]): Promise<boolean>;
}

/** Views the tags plugin contributes (render them with `useView`). */
export const TAGS_VIEWS = {
  /** A creatable multi-select of tags. */
  input: 'tags.input' as ViewId<TagsInputProps>,
  /** The workflow's tag pills with inline editing (the editor header). */
  workflowTags: 'tags.workflowTags' as ViewId<WorkflowTagsProps>,
} as const;

/** The modal key of the tags manager. */
export const TAGS_MANAGER_MODAL = 'tagsManager';

/** Opens the tags manager. */
export const OPEN_TAGS_MANAGER = 'tags.openManager';
