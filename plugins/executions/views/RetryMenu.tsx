import { useEffect, useId, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';

/**
 * Retry of a failed execution, with two choices: the workflow as it ran
 * (`loadWorkflow: false`) or the currently saved one (`loadWorkflow: true`).
 */
export function RetryMenu({
  label,
  onRetry,
  compact = false,
}: {
  label: string;
  onRetry: (loadWorkflow: boolean) => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const choose = (loadWorkflow: boolean) => {
    setOpen(false);
    onRetry(loadWorkflow);
  };
  return (
    <div className="ex-menu" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={compact ? 'ex-icon-button' : 'button'}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <RotateCcw size={14} aria-hidden="true" />
        {compact ? null : ' Retry'}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Retry options"
          className="ex-menu__list"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              buttonRef.current?.focus();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              // menu keyboard pattern: arrows move between the two choices
              event.preventDefault();
              const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
              const at = items.indexOf(document.activeElement as HTMLElement);
              items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
            }
          }}
        >
          <button type="button" role="menuitem" className="ex-menu__item" autoFocus onClick={() => choose(true)}>
            Retry with currently saved workflow
          </button>
          <button type="button" role="menuitem" className="ex-menu__item" onClick={() => choose(false)}>
            Retry with original workflow
          </button>
        </div>
      )}
    </div>
  );
}
