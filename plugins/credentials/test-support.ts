/**
 * Test helpers: a REST client that answers from handlers by `METHOD /path` (recording every
 * call), and a plugin that provides it as IRestApi, as the browser shell does.
 */
import { definePlugin, IRestApi, ResponseError, type HttpMethod, type RestClient, type RestRequestOptions } from '@sdk';

/** One recorded call. */
export interface RecordedCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly options: RestRequestOptions | undefined;
}

/** Answers a call, or throws a ResponseError. */
export type Handler = (options: RestRequestOptions | undefined, path: string) => unknown;

/** A REST client over handlers. */
export class HandlerRest implements RestClient {
  readonly baseUrl = '/rest';
  readonly calls: RecordedCall[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(route: string, handler: Handler): this {
    this.handlers.set(route, handler);
    return this;
  }

  async request<T>(method: HttpMethod, path: string, options?: RestRequestOptions): Promise<T> {
    this.calls.push({ method, path, options });
    const handler = this.handlers.get(`${method} ${path}`) ?? this.handlers.get(`${method} ${path.replace(/\/[^/]+$/, '/:id')}`);
    await Promise.resolve();
    if (!handler) throw new ResponseError(`No handler for ${method} ${path}`, { httpStatusCode: 404 });
    return handler(options, path) as T;
  }
  get = <T>(path: string, options?: RestRequestOptions) => this.request<T>('GET', path, options);
  post = <T>(path: string, options?: RestRequestOptions) => this.request<T>('POST', path, options);
  patch = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PATCH', path, options);
  put = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PUT', path, options);
  delete = <T>(path: string, options?: RestRequestOptions) => this.request<T>('DELETE', path, options);
}

/** Provides `rest` as IRestApi. */
export function restPlugin(rest: RestClient) {
  return definePlugin({ id: 'test.rest', provides: [IRestApi], activate: (ctx) => void ctx.provide(IRestApi, rest) });
}
