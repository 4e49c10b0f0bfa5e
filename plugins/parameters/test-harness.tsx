/**
 * Test support: renders a parameter list for a node held in React state, the
 * way the node details view hosts it, on a real kernel with the parameters
 * plugin. Not part of the build.
 */
import { useState, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import {
  definePlugin,
  IRestApi,
  setValueAtPath,
  type HttpMethod,
  type INodeProperties,
  type RestClient,
  type RestRequestOptions,
  type SwitchyardPlugin,
} from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import parameters from './index';
import { ParameterEditContext } from '@sdk/react';
import type { ParameterInputListProps } from './api';
import { ParameterInputList } from './views/ParameterInputList';
import type { ParameterEditContextValue } from '@sdk/react';

Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

/** Answers `GET /node-parameter-options` from a function the test controls. */
export class OptionsServer implements RestClient {
  readonly baseUrl = '/rest';
  readonly calls: Array<{ path: string; options?: RestRequestOptions }> = [];
  answer: () => Promise<unknown> = async () => [];
  async request<T>(_method: HttpMethod, path: string, options?: RestRequestOptions): Promise<T> {
    this.calls.push({ path, options });
    return (await this.answer()) as T;
  }
  get<T>(path: string, options?: RestRequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, options?: RestRequestOptions) {
    return this.request<T>('POST', path, options);
  }
  put<T>(path: string, options?: RestRequestOptions) {
    return this.request<T>('PUT', path, options);
  }
  patch<T>(path: string, options?: RestRequestOptions) {
    return this.request<T>('PATCH', path, options);
  }
  delete<T>(path: string, options?: RestRequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

/** A mounted parameter list. */
export interface Mounted {
  readonly host: TestHost;
  readonly container: HTMLElement;
  /** The node's parameters now. */
  parameters(): Record<string, unknown>;
  unmount(): void;
}

/**
 * Mounts `properties` with `initial` values, on a kernel with the parameters plugin,
 * `rest` as the REST client and `plugins` (e.g. one that contributes a widget).
 */
export async function mountParameters(
  properties: INodeProperties[],
  initial: Record<string, unknown>,
  rest = new OptionsServer(),
  extra: Partial<ParameterEditContextValue> = {},
  listProps: Partial<ParameterInputListProps> = {},
  plugins: readonly SwitchyardPlugin[] = [],
): Promise<Mounted> {
  const host = await createTestHost({
    plugins: [
      parameters,
      ...plugins,
      definePlugin({ id: 'test.rest', provides: [IRestApi], activate: (ctx) => void ctx.provide(IRestApi, rest as unknown as IRestApi) }),
    ],
    settings: {},
  });
  let current = initial;
  function Harness(): ReactElement {
    const [values, setValues] = useState(initial);
    current = values;
    const value: ParameterEditContextValue = {
      node: { name: 'Node', type: 'test.node', typeVersion: 1, parameters: values },
      isReadOnly: false,
      onValueChange: (change) => setValues((v) => setValueAtPath(v, change.name, change.value)),
      getExpressionContext: () => undefined,
      variables: [],
      ...extra,
    };
    return (
      <KernelContext.Provider value={host.kernel}>
        <ParameterEditContext.Provider value={value}>
          <ParameterInputList parameters={properties} {...listProps} />
        </ParameterEditContext.Provider>
      </KernelContext.Provider>
    );
  }
  const rendered = render(<Harness />);
  // What the first effects started and already settled (options answered at once) shows before the test looks.
  await act(async () => undefined);
  return {
    host,
    container: rendered.container,
    parameters: () => current,
    unmount: () => {
      // The tree first, so its effects let go of the kernel before the kernel goes.
      rendered.unmount();
      rendered.container.remove();
      host.dispose();
    },
  };
}
