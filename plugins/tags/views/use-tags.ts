import { useEffect } from 'react';
import { useObservable, useService } from '@sdk/react';
import { ITagsService, type TagWithUsage } from '../api';

/** The instance's tags, loaded (again) when the calling view is shown. */
export function useTags(): { tags: readonly TagWithUsage[]; error: string | null; service: ITagsService } {
  const service = useService(ITagsService);
  const tags = useObservable(service.tags$, []);
  const error = useObservable(service.loadError$, null);
  useEffect(() => void service.refresh(), [service]);
  return { tags, error, service };
}
