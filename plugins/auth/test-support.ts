/**
 * Test helpers for the auth plugin: an in-memory accounts server behind a
 * RestClient, and a plugin that provides it as IRestApi (createTestHost does
 * not, the browser shell does).
 */
import {
  definePlugin,
  IRestApi,
  ResponseError,
  type HttpMethod,
  type IFrontendSettings,
  type IUserResponse,
  type RestClient,
  type RestRequestOptions,
} from '@sdk';

/** One recorded call. */
export interface RecordedCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly options: RestRequestOptions | undefined;
}

/** A handler answers a call or throws a ResponseError. */
export type Handler = (options: RestRequestOptions | undefined) => unknown;

/** A fake REST client: handlers by `METHOD /path`, every call recorded. */
export class FakeRest implements RestClient {
  readonly baseUrl = '/rest';
  readonly calls: RecordedCall[] = [];
  readonly handlers = new Map<string, Handler>();

  on(route: string, handler: Handler): this {
    this.handlers.set(route, handler);
    return this;
  }

  async request<T>(method: HttpMethod, path: string, options?: RestRequestOptions): Promise<T> {
    this.calls.push({ method, path, options });
    const handler = this.handlers.get(`${method} ${path}`);
    if (!handler) throw new ResponseError(`No handler for ${method} ${path}`, { httpStatusCode: 404 });
    await Promise.resolve();
    return handler(options) as T;
  }
  get = <T>(path: string, options?: RestRequestOptions) => this.request<T>('GET', path, options);
  post = <T>(path: string, options?: RestRequestOptions) => this.request<T>('POST', path, options);
  patch = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PATCH', path, options);
  put = <T>(path: string, options?: RestRequestOptions) => this.request<T>('PUT', path, options);
  delete = <T>(path: string, options?: RestRequestOptions) => this.request<T>('DELETE', path, options);

  /** The calls made to `METHOD /path`. */
  callsTo(route: string): RecordedCall[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }
}

/** A plugin that provides the fake as IRestApi. */
export function restPlugin(rest: RestClient) {
  return definePlugin({
    id: 'test.rest',
    provides: [IRestApi],
    activate: (ctx) => {
      ctx.provide(IRestApi, rest);
    },
  });
}

/** Throws the error the server sends with `status`. */
export function fail(status: number, message: string): never {
  throw new ResponseError(message, { httpStatusCode: status, errorCode: status });
}

export const DEFAULT_USER: IUserResponse = {
  id: 'u-default',
  globalRole: { name: 'default' },
  isPending: true,
  isOwner: false,
};

export const OWNER: IUserResponse = {
  id: 'u-owner',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  globalRole: { name: 'owner' },
  isPending: false,
  isOwner: true,
};

export const MEMBER: IUserResponse = {
  id: 'u-member',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  globalRole: { name: 'member' },
  isPending: false,
  isOwner: false,
};

/** Settings with only what the auth plugin reads. */
export function umSettings(showSetupOnFirstLoad: boolean, smtpSetup = false): Partial<IFrontendSettings> {
  return { userManagement: { enabled: true, showSetupOnFirstLoad, smtpSetup, authenticationMethod: 'email' } };
}
