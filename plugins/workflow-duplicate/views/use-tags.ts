import { useCallback, useEffect, useState } from 'react';
import { IRestApi } from '@sdk';
import { useService } from '@sdk/react';
import type { TagRef } from '../model/duplicate-form';

/** The instance's tags (`GET /tags`) and a way to create one (`POST /tags`), which joins the list. */
export function useTags(): { tags: readonly TagRef[]; error: string | null; create(name: string): Promise<TagRef> } {
  const rest = useService(IRestApi);
  const [tags, setTags] = useState<readonly TagRef[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    rest.get<TagRef[]>('/tags').then(
      (list) => live && setTags(list.map((t) => ({ id: t.id, name: t.name }))),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : 'The tags could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [rest]);
  const create = useCallback(
    async (name: string) => {
      const created = await rest.post<TagRef>('/tags', { body: { name: name.trim() } });
      const tag = { id: created.id, name: created.name };
      setTags((list) => [...list, tag]);
      return tag;
    },
    [rest],
  );
  return { tags, error, create };
}
