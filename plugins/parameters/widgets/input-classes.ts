import type { ParameterWidgetProps } from '@sdk/react';

/** The class list of a text-like control for the widget's size and error state. */
export function inputClass(props: Pick<ParameterWidgetProps, 'inputSize' | 'errorHighlight'>, extra = ''): string {
  return ['sy-input', `sy-input--${props.inputSize}`, props.errorHighlight ? 'sy-input--error' : '', extra].filter(Boolean).join(' ');
}
