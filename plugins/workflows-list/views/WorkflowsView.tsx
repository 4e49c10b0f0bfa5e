import { useMemo, useState } from 'react';
import { LayoutTemplate, Plus, Search, Workflow, X } from 'lucide-react';
import { IConfirmService, INavigationService, INotificationService, IRestApi, ISettingsService, visibleName, type ViewProps } from '@sdk';
import { SortSelect, useKernel, useObservable, useService, useView } from '@sdk/react';
import { ACTIVATION_VIEWS, IWorkflowActivationService } from '@plugins/workflow-activation/api';
import { SORT_LABELS, tagsInUse, visibleWorkflows, type WorkflowSort, type WorkflowSummary } from '../list-model';
import { useWorkflows } from './use-workflows';
import { WorkflowRow } from './WorkflowRow';
import './workflows-list.css';

/** WorkflowsView: every workflow the user may read, with search, sort and tag filters. */
export function WorkflowsView(_props: ViewProps) {
  const navigation = useService(INavigationService);
  const rest = useService(IRestApi);
  const confirm = useService(IConfirmService);
  const notifications = useService(INotificationService);
  const activation = useKernel().services.getOptional(IWorkflowActivationService);
  const ErrorWarning = useView(ACTIVATION_VIEWS.errorWarning);
  const { workflows, error, reload, remove, update } = useWorkflows();
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<WorkflowSort>('updatedAt');
  const [tagIds, setTagIds] = useState<readonly string[]>([]);

  const tags = useMemo(() => tagsInUse(workflows ?? []), [workflows]);
  const shown = useMemo(() => visibleWorkflows(workflows ?? [], { search, tagIds, sort }), [workflows, search, tagIds, sort]);
  const create = () => navigation.navigate('/workflow/new');
  const settings = useService(ISettingsService);
  const templatesEnabled = useObservable(settings.settings$, settings.settings)?.templates.enabled ?? false;
  const open = (w: WorkflowSummary) => navigation.navigate(`/workflow/${encodeURIComponent(w.id)}`);
  const toggleTag = (id: string) => setTagIds((ids) => (ids.includes(id) ? ids.filter((t) => t !== id) : [...ids, id]));
  const del = async (w: WorkflowSummary) => {
    const ok = await confirm.confirm(`Delete the workflow "${w.name}"? This cannot be undone.`, {
      title: 'Delete workflow',
      confirmButtonText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await rest.delete(`/workflows/${encodeURIComponent(w.id)}`);
      remove(w.id);
      notifications.showMessage({ type: 'success', title: 'Workflow deleted', message: `"${w.name}" was deleted.` });
    } catch (e) {
      notifications.showError(e, 'Problem deleting the workflow');
    }
  };

  // Only versionId and active are sent; the row shows what the server stored.
  const toggle = async (w: WorkflowSummary) => {
    if (!activation || toggling.has(w.id)) return;
    setToggling((ids) => new Set(ids).add(w.id));
    const result = await activation.toggle(w, !w.active);
    if (result) update(w.id, result);
    setToggling((ids) => new Set([...ids].filter((id) => id !== w.id)));
  };

  return (
    <div className="sy-list-page">
      <header className="sy-list-page__header">
        <div>
          <h1 className="sy-list-page__title">Workflows</h1>
          <p className="sy-list-page__lead">Build, run and manage your automations.</p>
        </div>
        {workflows !== null && workflows.length > 0 && (
          <button type="button" className="button button--primary" onClick={create}>
            <Plus size={16} aria-hidden="true" /> Create workflow
          </button>
        )}
      </header>

      {error && (
        <div className="wl-error" role="alert">
          <span>Could not load the workflows: {error}</span>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}

      {workflows === null && (
        <p className="wl-loading" role="status">
          Loading workflows...
        </p>
      )}

      {workflows !== null && workflows.length === 0 && !error && (
        <section className="wl-empty" aria-labelledby="wl-empty-title">
          <div className="wl-empty__art" aria-hidden="true">
            <Workflow size={40} />
          </div>
          <h2 id="wl-empty-title" className="wl-empty__title">
            Create your first workflow
          </h2>
          <p className="wl-empty__text">Start with a trigger, add the steps that should happen next, and run it to see the results.</p>
          <div className="wl-empty__actions">
            <button type="button" className="button button--primary" onClick={create}>
              <Plus size={16} aria-hidden="true" /> Start from scratch
            </button>
            {templatesEnabled && (
              <button type="button" className="button" onClick={() => navigation.navigate('/templates')}>
                <LayoutTemplate size={16} aria-hidden="true" /> Start from a template
              </button>
            )}
          </div>
        </section>
      )}

      {workflows !== null && workflows.length > 0 && (
        <>
          <div className="sy-list-page__toolbar">
            <label className="wl-search">
              <Search size={16} aria-hidden="true" className="wl-search__icon" />
              <input
                type="search"
                className="wl-search__input"
                placeholder="Search workflows..."
                aria-label="Search workflows"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <SortSelect value={sort} options={SORT_LABELS} onChange={setSort} label="Sort workflows" />
          </div>
          {tags.length > 0 && (
            <div className="wl-tagbar" role="group" aria-label="Filter by tag">
              {tags.map((tag) => (
                <button
                  key={tag.id}
                  type="button"
                  className="wl-tag"
                  aria-pressed={tagIds.includes(tag.id)}
                  onClick={() => toggleTag(tag.id)}
                >
                  {visibleName(tag.name)}
                </button>
              ))}
              {tagIds.length > 0 && (
                <button type="button" className="link-button wl-tagbar__clear" onClick={() => setTagIds([])}>
                  <X size={12} aria-hidden="true" /> Clear tags
                </button>
              )}
            </div>
          )}
          <p className="sy-list-page__count" role="status">
            {shown.length === workflows.length
              ? `${workflows.length} workflow${workflows.length === 1 ? '' : 's'}`
              : `${shown.length} of ${workflows.length} workflows`}
          </p>
          {shown.length === 0 ? (
            <div className="wl-noresults" role="status">
              <p>No workflows match your search.</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSearch('');
                  setTagIds([]);
                }}
              >
                Clear filters
              </button>
            </div>
          ) : (
            <ul className="wl-list" aria-label="Workflows">
              {shown.map((w) => (
                <WorkflowRow
                  key={w.id}
                  workflow={w}
                  onOpen={() => open(w)}
                  onDelete={() => void del(w)}
                  onTag={toggleTag}
                  toggling={toggling.has(w.id)}
                  errorMark={ErrorWarning && <ErrorWarning workflowId={w.id} versionId={w.versionId ?? null} variant="list" />}
                  {...(activation ? { onToggle: () => void toggle(w) } : {})}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
