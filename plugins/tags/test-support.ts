/** Test helper: the `/rest/tags` routes over an in-memory list, answering as the server does. */
import { ResponseError, type HttpMethod, type RestClient, type RestRequestOptions } from '@sdk';

/** The `/rest/tags` routes over an in-memory list, as the server answers them. */
export class TagsRest implements RestClient {
  readonly baseUrl = '/rest';
  private next = 1;
  constructor(private readonly tags: Array<{ id: string; name: string; usageCount: number }>) {}

  async request<T>(method: HttpMethod, path: string, options?: RestRequestOptions): Promise<T> {
    await Promise.resolve();
    const id = path.split('/')[2];
    const name = (options?.body as { name?: string } | undefined)?.name ?? '';
    if (method === 'GET' && path === '/tags') return this.tags.map((t) => ({ ...t })) as T;
    if (this.tags.some((t) => t.name === name && t.id !== id))
      throw new ResponseError(`A tag named "${name}" already exists.`, { httpStatusCode: 409 });
    if (method === 'POST' && path === '/tags') {
      const tag = { id: `t${this.next++}`, name, usageCount: 0 };
      this.tags.push(tag);
      return { id: tag.id, name } as T;
    }
    const tag = this.tags.find((t) => t.id === id);
    if (!tag) throw new ResponseError('Tag not found', { httpStatusCode: 404 });
    if (method === 'PATCH') return { id: tag.id, name: (tag.name = name) } as T;
    if (method === 'DELETE') return this.tags.splice(this.tags.indexOf(tag), 1) && (true as T);
    throw new ResponseError(`No route ${method} ${path}`, { httpStatusCode: 404 });
  }
  get = <T>(path: string, options?: RestRequestOptions) => this.request<T>('GET', path, options);
  post = <T>(path: string, options?: RestRequestOptions) => this.request<T>('POST', path, options);
  patch = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PATCH', path, options);
  put = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PUT', path, options);
  delete = <T>(path: string, options?: RestRequestOptions) => this.request<T>('DELETE', path, options);
}
