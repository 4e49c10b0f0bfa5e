import type { ExecutionStatus } from '@sdk';
import { statusLabel } from '../list-model';

/** A status as coloured text with a dot; the text carries the meaning, the colour repeats it. */
export function StatusBadge({ status }: { status: ExecutionStatus | string }) {
  const { label, tone } = statusLabel(status);
  return (
    <span className={`ex-status ex-status--${tone}`} data-status={status}>
      <span className="ex-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
