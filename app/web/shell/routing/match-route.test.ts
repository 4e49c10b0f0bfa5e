import { describe, expect, it } from 'vitest';
import type { RouteContribution } from '@sdk';
import { matchRoute, sortRoutes } from './match-route';
import { VIEW_TABLE, isEditableView } from './route-table';

const Component = () => null;
const route = (path: string, view: string): RouteContribution => ({ path, view, title: view, component: Component });

const NEW = route('/workflow/new', 'NodeViewNew');
const EXISTING = route('/workflow/:id', 'NodeViewExisting');
const EXECUTIONS = route('/workflow/:id/executions', 'WorkflowExecutions');
const PREVIEW = route('/workflow/:id/executions/:executionId', 'ExecutionPreview');
const WORKFLOWS = route('/workflows', 'WorkflowsView');
const HOME = route('/', 'Homepage');

/** All orders of a small list, to show the input order never decides. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('matchRoute', () => {
  it("picks '/workflow/new' over '/workflow/:id' whatever order the routes were contributed in", () => {
    for (const order of permutations([NEW, EXISTING, EXECUTIONS, HOME])) {
      const routes = sortRoutes(order);
      expect(matchRoute(routes, '/workflow/new')?.route.view).toBe('NodeViewNew');
      expect(matchRoute(routes, '/workflow/42')?.route.view).toBe('NodeViewExisting');
      expect(matchRoute(routes, '/workflow/42/executions')?.route.view).toBe('WorkflowExecutions');
      expect(matchRoute(routes, '/')?.route.view).toBe('Homepage');
    }
  });

  it('returns the route parameters', () => {
    const routes = sortRoutes([PREVIEW, EXISTING, NEW]);
    expect(matchRoute(routes, '/workflow/42')).toEqual({ route: EXISTING, params: { id: '42' } });
    expect(matchRoute(routes, '/workflow/42/executions/7')?.params).toEqual({ id: '42', executionId: '7' });
  });

  it('decodes percent-encoded parameters', () => {
    const routes = sortRoutes([EXISTING]);
    expect(matchRoute(routes, '/workflow/my%20flow%2Fv2')?.params).toEqual({ id: 'my flow/v2' });
    expect(matchRoute(routes, '/workflow/caf%C3%A9')?.params).toEqual({ id: 'café' });
  });

  it('keeps a malformed percent-encoding as typed instead of failing the whole page', () => {
    const routes = sortRoutes([EXISTING]);
    expect(matchRoute(routes, '/workflow/100%')?.params).toEqual({ id: '100%' });
    expect(matchRoute(routes, '/workflow/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('tolerates a trailing slash', () => {
    const routes = sortRoutes([WORKFLOWS, EXISTING, NEW]);
    expect(matchRoute(routes, '/workflows/')?.route.view).toBe('WorkflowsView');
    expect(matchRoute(routes, '/workflow/new/')?.route.view).toBe('NodeViewNew');
    expect(matchRoute(routes, '/workflow/42//')?.params).toEqual({ id: '42' });
  });

  it('returns null for a path no route knows', () => {
    const routes = sortRoutes([HOME, WORKFLOWS, NEW, EXISTING]);
    expect(matchRoute(routes, '/no/such/page')).toBeNull();
    expect(matchRoute(routes, '/workflowsx')).toBeNull();
    expect(matchRoute([], '/')).toBeNull();
  });

  it('does not let a parameter swallow further segments', () => {
    expect(matchRoute(sortRoutes([EXISTING]), '/workflow/42/executions')).toBeNull();
  });
});

describe('the view table', () => {
  const routes = sortRoutes(VIEW_TABLE.map((spec) => ({ ...spec, component: Component })));
  /** A concrete URL for a pattern: each ':name' becomes 'name-value'. */
  const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => `${name}-value`);

  it('has one entry per path', () => {
    expect(new Set(VIEW_TABLE.map((s) => s.path)).size).toBe(VIEW_TABLE.length);
  });

  it.each(VIEW_TABLE.map((spec) => [spec.path, spec.view] as const))('%s opens %s', (path, view) => {
    const match = matchRoute(routes, concrete(path));
    expect(match?.route.view).toBe(view);
    const expectedParams = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name}-value`]));
    expect(match?.params).toEqual(expectedParams);
  });

  it('opens an execution preview with both the workflow id and the execution id', () => {
    expect(matchRoute(routes, '/workflow/42/executions/7')).toMatchObject({
      route: { view: 'ExecutionPreview' },
      params: { id: '42', executionId: '7' },
    });
  });

  it('sends /workflow/new to the new-workflow view, not to a workflow with the id "new"', () => {
    expect(matchRoute(routes, '/workflow/new')?.route.view).toBe('NodeViewNew');
    expect(matchRoute(routes, '/workflows/demo')?.route.view).toBe('WorkflowDemo');
  });

  it('allows editing only on the new-workflow, workflow and log-streaming settings views', () => {
    const editable = VIEW_TABLE.map((s) => s.view).filter((view) => isEditableView(view));
    expect(editable.sort()).toEqual(['LogStreamingSettingsView', 'NodeViewExisting', 'NodeViewNew']);
    expect(isEditableView(undefined)).toBe(false);
    expect(isEditableView('NotFoundView')).toBe(false);
  });

  it('marks exactly the editable views as editable in the table itself', () => {
    for (const spec of VIEW_TABLE) expect(spec.editable === true).toBe(isEditableView(spec.view));
  });

  it('marks the new-workflow, existing-workflow and workflow-executions views as node views', () => {
    const nodeViews = VIEW_TABLE.filter((s) => s.nodeView).map((s) => s.view);
    expect(nodeViews.sort()).toEqual(['NodeViewExisting', 'NodeViewNew', 'WorkflowExecutions']);
  });
});
