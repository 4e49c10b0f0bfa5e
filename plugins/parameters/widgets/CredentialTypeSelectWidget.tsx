import { useMemo } from 'react';
import { ChevronDown } from 'lucide-react';
import { credentialTypeSupported, parseCredentialTypeRules } from '@sdk';
import type { ParameterWidgetProps } from '@sdk/react';
import { useParameterEditContext } from '@sdk/react';
import { inputClass } from './input-classes';
import { SearchableSelect } from './SearchableSelect';

/** Placeholder of the credential-type selects. */
export const SELECT_CREDENTIAL_TYPE_PLACEHOLDER = 'Select a credential type…';

/**
 * The credentialsSelect widget (the generic auth-type selector): picks
 * a credential type its `credentialTypes` rules accept. A 'has:genericAuth'
 * list (HTTP Request's Generic Auth Type: Basic, Header, Query, Digest,
 * OAuth1, OAuth2) is a plain select; other lists (Predefined Credential
 * Type: every app's type) are searchable.
 */
export function CredentialsSelectWidget(props: ParameterWidgetProps) {
  const { parameter, value, isReadOnly, inputId, onValueChange } = props;
  const edit = useParameterEditContext();
  const all = edit.credentialTypes;
  const rules = useMemo(() => parameter.credentialTypes ?? [], [parameter.credentialTypes]);
  const options = useMemo(() => {
    const wantsGeneric = parseCredentialTypeRules(rules).has.includes('genericAuth');
    // generic types (Basic, Header, ...) belong to the generic list only, as in n8n
    const accepted = (all ?? []).filter(
      (t) => (rules.length === 0 || credentialTypeSupported(rules, t, all ?? [])) && (wantsGeneric || t.genericAuth !== true),
    );
    return accepted.map((t) => ({ value: t.name, label: t.displayName })).sort((a, b) => a.label.localeCompare(b.label));
  }, [all, rules]);
  const current = typeof value === 'string' ? value : '';
  const searchable =
    parseCredentialTypeRules(rules).has.some((field) => field !== 'genericAuth') || parseCredentialTypeRules(rules).extends.length > 0;
  if (searchable) {
    return (
      <SearchableSelect
        id={inputId}
        value={current}
        options={options}
        placeholder={all === undefined ? 'Loading credential types…' : 'Search credential types…'}
        emptyText="No credential type matches"
        disabled={isReadOnly}
        className={inputClass(props, 'sy-searchable__input')}
        onChange={onValueChange}
      />
    );
  }
  return (
    <div className="sy-select-wrap">
      <select
        id={inputId}
        className={inputClass(props, 'sy-select')}
        disabled={isReadOnly}
        value={current}
        onChange={(e) => onValueChange(e.target.value)}
      >
        <option value="" disabled>
          {SELECT_CREDENTIAL_TYPE_PLACEHOLDER}
        </option>
        {current !== '' && !options.some((t) => t.value === current) && <option value={current}>{current}</option>}
        {options.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      <ChevronDown className="sy-select-wrap__chevron" size={14} aria-hidden="true" />
    </div>
  );
}
