import { ExternalLink } from 'lucide-react';
import { isResourceLocatorValue, type ResourceLocatorValue } from '../value';
import type { ParameterWidgetProps } from '../types';
import { inputClass } from './input-classes';

/**
 * The resource locator (spec §2): a mode selector when there are several
 * modes (list, id, url) and the value input. A value that became an
 * expression leaves list mode for id (or the first non-list mode).
 */
export function ResourceLocatorWidget(props: ParameterWidgetProps) {
  const { parameter, value, isReadOnly, inputId, label, onValueChange } = props;
  const modes = parameter.modes ?? [];
  const rl: ResourceLocatorValue = isResourceLocatorValue(value) ? value : { __rl: true, value: typeof value === 'string' ? value : '', mode: modes[0]?.name ?? 'id' };
  const mode = modes.find((m) => m.name === rl.mode) ?? modes[0];
  const text = typeof rl.value === 'string' ? rl.value : rl.value === undefined || rl.value === null ? '' : String(rl.value);
  const url = mode?.url && text && !text.startsWith('=') ? mode.url.replace(/\{\{\s*\$value\s*\}\}/g, encodeURIComponent(text)) : null;
  return (
    <div className="sy-rl">
      {modes.length > 1 && (
        <select
          className={inputClass(props, 'sy-select sy-rl__mode')}
          aria-label={`${label} mode`}
          disabled={isReadOnly}
          value={rl.mode}
          onChange={(e) => {
            const next = e.target.value;
            const keep = next !== 'url' ? rl.value : (rl.cachedResultUrl ?? '');
            onValueChange({ __rl: true, mode: next, value: keep });
          }}
        >
          {modes.map((m) => (
            <option key={m.name} value={m.name} disabled={m.type === 'list' && text.startsWith('=')}>
              {m.displayName}
            </option>
          ))}
        </select>
      )}
      <input
        id={inputId}
        type="text"
        className={inputClass(props, 'sy-rl__value')}
        value={text}
        readOnly={isReadOnly}
        placeholder={mode?.placeholder ?? parameter.placeholder}
        onChange={(e) => {
          const next = e.target.value;
          const leaveList = next.startsWith('=') && rl.mode === 'list';
          const nextMode = leaveList ? (modes.find((m) => m.name === 'id')?.name ?? modes.find((m) => m.type !== 'list')?.name ?? rl.mode) : rl.mode;
          onValueChange({ ...rl, mode: nextMode, value: next });
        }}
      />
      {url && (
        <a className="icon-button" href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label}`}>
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
