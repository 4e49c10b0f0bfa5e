import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, Copy, RotateCcw } from 'lucide-react';
import { IConfirmService, importWorkflow, INavigationService, INotificationService, IRestApi, type NodeId, type ViewProps } from '@sdk';
import { useKernel, useService, useView } from '@sdk/react';
import { CANVAS_VIEWS, ICanvasService, type NodeMarks } from '@plugins/canvas/api';
import { copyToNewWorkflow, restoreVersion } from '../history-rest';
import { displayDocument } from '../model/display-document';
import { diffWorkflows, type DiffableWorkflow } from '../model/workflow-diff';
import { ChangeList } from './ChangeList';
import { LabelForm } from './LabelForm';
import { compareWithOf, historyPath, type CompareWith } from './paths';
import { useVersion, useVersionList } from './use-history';
import { VersionList } from './VersionList';
import './workflow-history.css';

const MARK_LEGEND = [
  ['added', 'Added'],
  ['removed', 'Removed'],
  ['changed', 'Changed'],
  ['moved', 'Moved'],
] as const;

/**
 * WorkflowHistory at /workflow/:id/history[/:versionId]: the versions by day on the left; the
 * selected version read-only on the canvas with what differs from the version before it (or
 * from the workflow as it is now) marked on its nodes, and the same changes listed with their
 * values on the right; restore, copy to a new workflow, label.
 */
export function WorkflowHistoryView({ params }: ViewProps) {
  const workflowId = params['id'] ?? '';
  const kernel = useKernel();
  const rest = useService(IRestApi);
  const navigation = useService(INavigationService);
  const notifications = useService(INotificationService);
  const confirm = useService(IConfirmService);
  const canvas = useService(ICanvasService);
  const WorkflowCanvas = useView(CANVAS_VIEWS.workflowCanvas);
  const list = useVersionList(rest, workflowId);
  const [compareWith, setCompareWith] = useState<CompareWith>(() => compareWithOf(navigation.location));
  const [busy, setBusy] = useState(false);

  const versions = useMemo(() => list.versions ?? [], [list.versions]);
  const selectedId = params['versionId'] ?? versions[0]?.versionId;
  const selectedIndex = versions.findIndex((v) => v.versionId === selectedId);
  const previousId = selectedIndex >= 0 ? versions[selectedIndex + 1]?.versionId : undefined;
  const selected = useVersion(rest, workflowId, selectedId);
  const previous = useVersion(rest, workflowId, compareWith === 'previous' ? previousId : undefined);

  // The newest is selected by default; the path then names it (replace: Back skips the bare URL).
  useEffect(() => {
    if (!params['versionId'] && versions[0]) navigation.navigate(historyPath(workflowId, versions[0].versionId), { replace: true });
  }, [params, versions, workflowId, navigation]);

  const base: DiffableWorkflow | null | undefined =
    compareWith === 'current' ? list.current : previousId === undefined ? null : (previous.version ?? undefined);
  const diff = useMemo(() => (selected.version && base ? diffWorkflows(base, selected.version) : null), [selected.version, base]);

  // The selected version (with the nodes the comparison lost, faded) goes on the read-only canvas.
  const [marks, setMarks] = useState<NodeMarks>(new Map());
  useEffect(() => {
    const version = selected.version;
    if (!version || base === undefined) return;
    const shown = diff && base ? displayDocument(base, version, diff) : { workflow: version, marks: new Map() };
    const { document } = importWorkflow({ ...shown.workflow, settings: version.settings });
    // Without its id the editor loads the saved workflow afresh when the user goes back to it.
    kernel.bus.load({ ...document, id: null }, 'workflow-history');
    const byId = new Map<NodeId, { kind: 'added' | 'removed' | 'changed' | 'moved'; description: string }>();
    for (const [name, mark] of shown.marks) {
      const id = document.nameIndex.get(name);
      if (id !== undefined) byId.set(id, { kind: mark.kind, description: mark.text });
    }
    setMarks(byId);
    canvas.zoomToFit();
  }, [kernel, canvas, selected.version, base, diff]);

  const showNode = (name: string) => {
    const id = kernel.bus.getState().nameIndex.get(name);
    if (id !== undefined) canvas.revealNode(id);
  };

  const version = selected.version;
  const isCurrent = version !== null && version.versionId === list.current?.versionId;

  const restore = async () => {
    if (!version) return;
    const ok = await confirm.confirm(
      'The workflow becomes this version. Its current state is kept as a version too, so you can undo this by restoring that one.',
      { title: 'Restore this version?', confirmButtonText: 'Restore' },
    );
    if (!ok) return;
    setBusy(true);
    try {
      await restoreVersion(rest, workflowId, version.versionId);
      notifications.showMessage({
        type: 'success',
        // A second restore (the undo) replaces the first one's toast.
        key: 'workflow-history.restored',
        title: 'Version restored',
        message: 'The version it replaced is in the history: restore it to undo.',
      });
      navigation.navigate(`/workflow/${encodeURIComponent(workflowId)}`);
    } catch (error) {
      notifications.showError(error, 'Could not restore the version');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!version) return;
    setBusy(true);
    try {
      const created = await copyToNewWorkflow(rest, version);
      notifications.showMessage({ type: 'success', title: 'Copied to a new workflow', message: created.name });
      navigation.navigate(`/workflow/${encodeURIComponent(created.id)}`);
    } catch (error) {
      notifications.showError(error, 'Could not copy the version');
    } finally {
      setBusy(false);
    }
  };

  const changesTitle =
    compareWith === 'current'
      ? 'Restoring this version would change'
      : previousId === undefined
        ? 'First saved version'
        : 'Changes in this version';

  return (
    <div className="wh-page">
      <aside className="wh-side" aria-label="Workflow history">
        <div className="wh-side__head">
          <button
            type="button"
            className="icon-button"
            aria-label="Back to the workflow"
            onClick={() => navigation.navigate(`/workflow/${encodeURIComponent(workflowId)}`)}
          >
            <ArrowLeft size={18} aria-hidden="true" />
          </button>
          <h1 className="wh-side__title">Workflow history</h1>
        </div>
        {list.error && (
          <p className="wh-error" role="alert">
            Could not load the history: {list.error}
          </p>
        )}
        {list.versions === null && !list.error && (
          <p className="wh-muted" role="status">
            Loading versions...
          </p>
        )}
        {list.versions !== null && list.versions.length === 0 && <p className="wh-muted">No saved versions yet.</p>}
        {list.versions !== null && (
          <VersionList
            versions={versions}
            selectedId={selectedId}
            currentVersionId={list.current?.versionId}
            more={list.more}
            onSelect={(id) => navigation.navigate(historyPath(workflowId, id), { replace: true })}
            onLoadMore={list.loadMore}
          />
        )}
      </aside>
      <section className="wh-main" aria-label="Selected version">
        <header className="wh-toolbar">
          <div className="wh-toolbar__title">
            <h2>{version ? version.name : 'Version'}</h2>
            {version && (
              <p className="wh-muted">
                Saved {new Date(version.createdAt).toLocaleString()} by {version.authors}
                {isCurrent ? ' · current version' : ''}
              </p>
            )}
          </div>
          <label className="wh-compare">
            <span>Compare with</span>
            <select value={compareWith} onChange={(e) => setCompareWith(e.target.value as CompareWith)}>
              <option value="previous">Previous version</option>
              <option value="current">Current workflow</option>
            </select>
          </label>
          <div className="wh-toolbar__actions">
            <button type="button" className="button" disabled={!version || busy} onClick={() => void copy()}>
              <Copy size={14} aria-hidden="true" /> Copy to new workflow
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!version || busy || isCurrent}
              title={isCurrent ? 'This is the current version' : undefined}
              onClick={() => void restore()}
            >
              <RotateCcw size={14} aria-hidden="true" /> Restore this version
            </button>
          </div>
        </header>
        {selected.error && (
          <p className="wh-error" role="alert">
            Could not load the version: {selected.error}
          </p>
        )}
        <div className="wh-body">
          <div className="wh-canvas" aria-busy={version === null}>
            {WorkflowCanvas && <WorkflowCanvas readOnly nodeMarks={marks} />}
            <ul className="wh-legend" aria-label="Marks on the canvas">
              {MARK_LEGEND.map(([kind, text]) => (
                <li key={kind}>
                  <span className={`wh-legend__swatch wh-legend__swatch--${kind}`} aria-hidden="true" /> {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="wh-details">
            {version && (
              <LabelForm
                key={version.versionId}
                rest={rest}
                version={version}
                onSaved={(summary) => list.update(summary)}
                onError={(error) => notifications.showError(error, 'Could not save the label')}
              />
            )}
            {diff ? (
              <ChangeList title={changesTitle} diff={diff} onShowNode={showNode} />
            ) : (
              version && base === null && <p className="wh-muted">{changesTitle}: nothing to compare with.</p>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
