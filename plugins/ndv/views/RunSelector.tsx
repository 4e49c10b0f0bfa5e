import { Link2, Unlink2 } from 'lucide-react';
import type { IRunData } from '@sdk';
import { Select } from '@sdk/react';
import { runLabel, taskItemCount } from '../data/runs';

/** Props of {@link RunSelector}. */
export interface RunSelectorProps {
  readonly runData: IRunData;
  readonly nodeName: string;
  readonly value: number;
  onChange(run: number): void;
  /** 'Input' or 'Output': names the select ('Output run'). */
  readonly pane: 'Input' | 'Output';
  /** Shown when both panels' nodes ran more than once. */
  readonly link?: { readonly linked: boolean; onToggle(): void };
}

/** The run selector of a panel ('Run 2 of 3 (4 items)'), shown when the node ran more than once. */
export function RunSelector({ runData, nodeName, value, onChange, pane, link }: RunSelectorProps) {
  const tasks = runData[nodeName] ?? [];
  if (tasks.length < 2) return null;
  return (
    <div className="sy-run-selector">
      <label className="sy-run-selector__label">
        <span className="sy-run-selector__text">Run</span>
        <Select aria-label={`${pane} run`} value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {tasks.map((task, i) => (
            <option key={i} value={i}>
              {runLabel(i, tasks.length, taskItemCount(task))}
            </option>
          ))}
        </Select>
      </label>
      {link && (
        <button
          type="button"
          aria-pressed={link.linked}
          aria-label="Link input and output runs"
          title={link.linked ? 'Unlink displayed input and output runs' : 'Link displayed input and output runs'}
          className={`icon-button sy-run-selector__link${link.linked ? ' sy-run-selector__link--on' : ''}`}
          onClick={link.onToggle}
        >
          {link.linked ? <Link2 size={15} aria-hidden="true" /> : <Unlink2 size={15} aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
