/**
 * The activation switch: disabled with a reason for unsaved
 * workflows and for workflows whose only trigger is manual.
 */
export function ActivationToggle({
  active,
  busy,
  disabledReason,
  onToggle,
}: {
  active: boolean;
  busy: boolean;
  disabledReason: string | null;
  onToggle: (active: boolean) => void;
}) {
  const disabled = busy || disabledReason !== null;
  return (
    <div className="wf-active" title={disabledReason ?? (active ? 'Deactivate the workflow' : 'Activate the workflow')}>
      <span className={`wf-active__label${active ? ' wf-active__label--on' : ''}`} id="wf-active-label">
        {active ? 'Active' : 'Inactive'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-labelledby="wf-active-label"
        aria-describedby={disabledReason ? 'wf-active-reason' : undefined}
        aria-busy={busy || undefined}
        className={`switch${active ? ' switch--on' : ''}`}
        disabled={disabled}
        onClick={() => onToggle(!active)}
      >
        <span className="switch__thumb" />
      </button>
      {disabledReason && (
        <span id="wf-active-reason" className="sr-only">
          {disabledReason}
        </span>
      )}
    </div>
  );
}
