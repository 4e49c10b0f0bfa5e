import type { DisplayMode } from '../data/display';

const LABELS: Readonly<Record<DisplayMode, string>> = { schema: 'Schema', table: 'Table', json: 'JSON', binary: 'Binary' };

/** The display-mode switch of a panel. */
export function ModeTabs({
  modes,
  value,
  onChange,
  label,
}: {
  modes: readonly DisplayMode[];
  value: DisplayMode;
  onChange: (m: DisplayMode) => void;
  label: string;
}) {
  return (
    <div className="sy-seg" role="radiogroup" aria-label={label}>
      {modes.map((m) => (
        <button key={m} type="button" role="radio" aria-checked={value === m} onClick={() => onChange(m)}>
          {LABELS[m]}
        </button>
      ))}
    </div>
  );
}
