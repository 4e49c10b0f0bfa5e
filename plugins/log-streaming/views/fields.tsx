/**
 * The destination modal's checkboxes (event groups and names, on/off switches); its text
 * inputs and selects are the shared settings form fields (sdk/react/form-fields.tsx).
 */

/** A checkbox with its label (a switch when `role="switch"` fits better). */
export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  switch?: boolean;
  hint?: string;
  title?: string;
}) {
  return (
    <label className="ls-check" title={props.title}>
      <input
        type="checkbox"
        role={props.switch ? 'switch' : undefined}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>
        {props.label}
        {props.hint && <span className="ls-hint ls-check__hint">{props.hint}</span>}
      </span>
    </label>
  );
}
