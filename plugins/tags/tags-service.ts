import type { IRestApi } from '@sdk';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ITagsService, TagRef, TagWithUsage } from './api';
import { tagNameProblem } from './model/tag-choices';

const byName = (a: TagRef, b: TagRef) => a.name.localeCompare(b.name);

function checkedName(name: string): string {
  const problem = tagNameProblem(name);
  if (problem) throw new Error(problem);
  return name.trim();
}

/** The instance's tags over `/rest/tags` (docs/server.md "Tags"). */
export class TagsService implements ITagsService {
  private readonly list = new BehaviorSubject<readonly TagWithUsage[]>([]);
  private readonly error = new BehaviorSubject<string | null>(null);
  readonly tags$: Observable<readonly TagWithUsage[]> = this.list.asObservable();
  readonly loadError$: Observable<string | null> = this.error.asObservable();

  constructor(private readonly rest: IRestApi) {}

  async refresh(): Promise<void> {
    try {
      const tags = await this.rest.get<TagWithUsage[]>('/tags', { query: { withUsageCount: 'true' } });
      this.list.next(tags.map((t) => ({ id: t.id, name: t.name, usageCount: t.usageCount ?? 0 })).sort(byName));
      this.error.next(null);
    } catch (failure) {
      this.error.next(failure instanceof Error ? failure.message : 'The tags could not be loaded.');
    }
  }

  async create(name: string): Promise<TagRef> {
    const created = await this.rest.post<TagRef>('/tags', { body: { name: checkedName(name) } });
    const tag = { id: created.id, name: created.name };
    this.list.next([...this.list.value, { ...tag, usageCount: 0 }].sort(byName));
    return tag;
  }

  async rename(id: string, name: string): Promise<TagRef> {
    const renamed = await this.rest.patch<TagRef>(`/tags/${encodeURIComponent(id)}`, { body: { name: checkedName(name) } });
    this.list.next(this.list.value.map((t) => (t.id === id ? { ...t, name: renamed.name } : t)).sort(byName));
    return { id, name: renamed.name };
  }

  async delete(id: string): Promise<void> {
    await this.rest.delete(`/tags/${encodeURIComponent(id)}`);
    this.list.next(this.list.value.filter((t) => t.id !== id));
  }

  dispose(): void {
    this.list.complete();
    this.error.complete();
  }
}
