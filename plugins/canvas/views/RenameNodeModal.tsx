import { useState, type FormEvent } from 'react';
import { renameNodeOp, ICommandBus, type CommandBus, type ModalProps } from '@sdk';
import { useService } from '@sdk/react';

/** The F2 rename prompt: a name field, Rename and Cancel. Renaming is one undo step. */
export function RenameNodeModal({ data, close }: ModalProps<{ nodeId?: string }>) {
  const bus = useService(ICommandBus) as CommandBus;
  const node = data?.nodeId ? bus.getState().nodes.get(data.nodeId) : undefined;
  const [name, setName] = useState(node?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!node) return <p>The node no longer exists.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (next === '') return setError('Enter a name');
    if (next === node.name) return close();
    const other = bus.getState().nameIndex.get(next);
    if (other !== undefined && other !== node.id) return setError(`A node named "${next}" exists already`);
    bus.dispatch({
      ops: [renameNodeOp(node.id, next)],
      meta: { origin: 'user', label: `Rename ${node.name}` },
    });
    close();
  };
  return (
    <form className="sy-canvas-rename" onSubmit={submit}>
      <label className="sy-canvas-rename__label">
        New name
        <input
          className="sy-canvas-rename__input"
          autoFocus
          value={name}
          maxLength={128}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onFocus={(e) => e.target.select()}
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <p role="alert" className="sy-canvas-rename__error">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button--primary">
          Rename
        </button>
      </div>
    </form>
  );
}
