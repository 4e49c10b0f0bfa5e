import type { NodeChange, ValueChange, WorkflowDiff } from '../model/workflow-diff';
import { formatValue, isEmptyDiff } from '../model/workflow-diff';

const KIND_TEXT: Record<NodeChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

function ValueChanges({ title, changes }: { title: string; changes: readonly ValueChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="wh-values">
      <h5 className="wh-values__title">{title}</h5>
      <dl className="wh-values__list">
        {changes.map((change) => (
          <div key={`${change.kind}:${change.path}`} className="wh-value">
            <dt>{change.path === '' ? '(whole value)' : change.path}</dt>
            <dd>
              {change.kind !== 'added' && (
                <del className="wh-value__before" aria-label={`before: ${formatValue(change.before)}`}>
                  {formatValue(change.before)}
                </del>
              )}
              {change.kind !== 'removed' && (
                <ins className="wh-value__after" aria-label={`after: ${formatValue(change.after)}`}>
                  {formatValue(change.after)}
                </ins>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function tone(change: NodeChange): string {
  if (change.kind !== 'changed') return change.kind;
  const onlyMoved =
    change.moved !== undefined &&
    change.renamedFrom === undefined &&
    change.parameters.length + change.credentials.length + change.settings.length === 0;
  return onlyMoved ? 'moved' : 'changed';
}

/** Props of {@link ChangeList}. */
export interface ChangeListProps {
  readonly title: string;
  readonly diff: WorkflowDiff;
  /** Shows the node on the canvas. */
  onShowNode(name: string): void;
}

/** The side list of a diff: each changed node with its parameter-level before and after, then connections and settings. */
export function ChangeList({ title, diff, onShowNode }: ChangeListProps) {
  return (
    <section className="wh-changes" aria-label={title}>
      <h3 className="wh-changes__title">{title}</h3>
      {isEmptyDiff(diff) && <p className="wh-muted">No changes.</p>}
      {diff.renamedWorkflow && (
        <p className="wh-change-line">
          Workflow renamed from <strong>{diff.renamedWorkflow.from}</strong> to <strong>{diff.renamedWorkflow.to}</strong>
        </p>
      )}
      <ul className="wh-node-changes">
        {diff.nodes.map((change) => (
          <li key={`${change.kind}:${change.name}`} className={`wh-node-change wh-node-change--${tone(change)}`}>
            <div className="wh-node-change__head">
              <span className={`wh-badge wh-badge--${tone(change)}`}>{tone(change) === 'moved' ? 'Moved' : KIND_TEXT[change.kind]}</span>
              <button type="button" className="wh-node-change__name" onClick={() => onShowNode(change.name)} title="Show on the canvas">
                {change.name}
              </button>
            </div>
            {change.renamedFrom !== undefined && <p className="wh-change-line">Renamed from {change.renamedFrom}</p>}
            {change.moved && (
              <p className="wh-change-line">
                Moved from [{change.moved.from.join(', ')}] to [{change.moved.to.join(', ')}]
              </p>
            )}
            <ValueChanges title="Parameters" changes={change.parameters} />
            <ValueChanges title="Credentials" changes={change.credentials} />
            <ValueChanges title="Settings" changes={change.settings} />
          </li>
        ))}
      </ul>
      {(diff.connections.added.length > 0 || diff.connections.removed.length > 0) && (
        <div className="wh-values">
          <h4 className="wh-values__title">Connections</h4>
          <ul className="wh-connections">
            {diff.connections.added.map((text) => (
              <li key={`+${text}`}>
                <span className="wh-badge wh-badge--added">Added</span> {text}
              </li>
            ))}
            {diff.connections.removed.map((text) => (
              <li key={`-${text}`}>
                <span className="wh-badge wh-badge--removed">Removed</span> {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ValueChanges title="Workflow settings" changes={diff.workflowSettings} />
    </section>
  );
}
