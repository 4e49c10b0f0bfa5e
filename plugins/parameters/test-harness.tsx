/**
 * Test support: renders a parameter list for a node held in React state, the
 * way the node details view hosts it, on a real kernel with the parameters
 * plugin. Not part of the build.
 */
import { act, useState, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { definePlugin, IRestApi, setValueAtPath, type HttpMethod, type INodeProperties, type RestClient, type RestRequestOptions, type SwitchyardPlugin } from '@sdk';
import { KernelContext } from '@sdk/react';
import { createTestHost, type TestHost } from '@sdk/testing';
import parameters from './index';
import { ParameterEditContext } from '@sdk/react';
import type { ParameterInputListProps } from './api';
import { ParameterInputList } from './views/ParameterInputList';
import type { ParameterEditContextValue } from '@sdk/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
    plugins: [parameters, ...plugins, definePlugin({ id: 'test.rest', provides: [IRestApi], activate: (ctx) => void ctx.provide(IRestApi, rest as unknown as IRestApi) })],
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
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(<Harness />));
  return {
    host,
    container,
    parameters: () => current,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      host.dispose();
    },
  };
}

/** Types into a React-controlled input or textarea. */
export function typeInto(element: Element | null, text: string): void {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error('not a text field');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  act(() => {
    setter?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a native select by its text. */
export function selectOption(select: Element | null, text: string): void {
  if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
  const option = [...select.options].find((o) => o.text === text);
  if (!option) throw new Error(`no option ${text}`);
  act(() => {
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The element labelled `name` (label[for] or aria-label). */
export function byLabel(container: HTMLElement, name: string): HTMLElement | null {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === name);
  if (label?.htmlFor) return document.getElementById(label.htmlFor);
  return document.querySelector(`[aria-label="${name}"]`);
}

/** A button by its accessible text or aria-label. */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button, [role="menuitem"], [role="radio"]')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLButtonElement;
}

/** Clicks, inside act. */
export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
  });
}
