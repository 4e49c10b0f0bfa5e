import { hexToRgbaDisplay, normalizeColorInput, pickerHex } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { inputClass } from './input-classes';

/** The color widget: a picker and the text; with alpha the text shows rgba and rgba is stored as hex. */
export function ColorWidget(props: ParameterWidgetProps) {
  const { parameter, value, isReadOnly, inputId, label, onValueChange } = props;
  const showAlpha = parameter.typeOptions?.showAlpha === true;
  const stored = typeof value === 'string' ? value : '';
  const shown = showAlpha ? hexToRgbaDisplay(stored) : stored;
  const alphaByte = /^#[0-9a-f]{6}([0-9a-f]{2})$/i.exec(stored)?.[1] ?? '';
  return (
    <div className="sy-color">
      <input
        type="color"
        className="sy-color__swatch"
        aria-label={`${label} picker`}
        disabled={isReadOnly}
        value={pickerHex(stored)}
        onChange={(e) => onValueChange(showAlpha && alphaByte ? `${e.target.value}${alphaByte}` : e.target.value)}
      />
      <input
        id={inputId}
        type="text"
        className={inputClass(props)}
        value={shown}
        readOnly={isReadOnly}
        placeholder={showAlpha ? 'rgba(0,0,0,1)' : '#000000'}
        onChange={(e) => onValueChange(normalizeColorInput(e.target.value, showAlpha))}
      />
    </div>
  );
}
