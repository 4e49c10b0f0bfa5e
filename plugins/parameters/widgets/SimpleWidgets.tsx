import { Info } from 'lucide-react';
import { sanitizeHtml } from '@sdk';
import type { ParameterWidgetProps } from '../types';
import { useParameterEditContext } from '../views/parameter-edit-context';
import { inputClass } from './input-classes';

/** The notice widget: the parameter's display name as a sanitised note. */
export function NoticeWidget({ parameter }: ParameterWidgetProps) {
  return (
    <div className="sy-notice" role="note">
      <Info size={16} aria-hidden="true" />
      <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(parameter.displayName) }} />
    </div>
  );
}

/** The hidden widget: nothing is shown. */
export function HiddenWidget() {
  return null;
}

/** The credentialsSelect widget: picks a credential type the node may use. */
export function CredentialsSelectWidget(props: ParameterWidgetProps) {
  const { value, isReadOnly, inputId, onValueChange } = props;
  const edit = useParameterEditContext();
  const types = edit.credentialTypes ?? [];
  const current = typeof value === 'string' ? value : '';
  return (
    <select id={inputId} className={inputClass(props, 'sy-select')} disabled={isReadOnly} value={current} onChange={(e) => onValueChange(e.target.value)}>
      <option value="">Select a credential type…</option>
      {current !== '' && !types.some((t) => t.name === current) && <option value={current}>{current}</option>}
      {types.map((t) => (
        <option key={t.name} value={t.name}>
          {t.displayName}
        </option>
      ))}
    </select>
  );
}
