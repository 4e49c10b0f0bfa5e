import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/define-plugin';
import type { ViewId } from '../plugin/extension-points';
import { createTestHost, type TestHost } from '../testing';
import { KernelContext } from './hooks';
import { useView } from './views';

const GREETING = 'example.greeting' as ViewId<{ readonly name: string }>;

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello, {name}</p>;
}

const owner = definePlugin({ id: 'example.owner', title: 'Owner', contributes: { views: [{ id: GREETING, component: Greeting }] } });

function Page() {
  const View = useView(GREETING);
  return View ? <View name="Ada" /> : <p>No greeting here</p>;
}

let host: TestHost | undefined;
afterEach(() => {
  host?.dispose();
  host = undefined;
});

async function render(plugins: Parameters<typeof createTestHost>[0]) {
  host = await createTestHost(plugins);
  return renderToStaticMarkup(
    <KernelContext.Provider value={host.kernel}>
      <Page />
    </KernelContext.Provider>,
  );
}

describe('views by id', () => {
  it("renders another plugin's view by the id its api declares, with the props the id names", async () => {
    expect(await render({ plugins: [owner] })).toBe('<p>Hello, Ada</p>');
  });

  it('gives null while no loaded plugin contributes the id, so the page can say so', async () => {
    expect(await render({ plugins: [] })).toBe('<p>No greeting here</p>');
  });
});
