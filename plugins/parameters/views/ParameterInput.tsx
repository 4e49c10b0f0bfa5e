import { useRef, useState, type ComponentType } from 'react';
import { ParameterWidgetsPoint } from '@sdk';
import { useExtension } from '@sdk/react';
import { ExpressionEditorDialog, InlineExpressionEditor } from '@sdk/editors/expression';
import { isExpressionValue, isResourceLocatorValue } from '../value';
import type { ParameterWidgetProps } from '@sdk/react';
import { useParameterEditContext } from '@sdk/react';
import { MultipleValues } from '../widgets/MultipleValues';
import { ObjectJsonWidget } from '../widgets/ObjectJsonWidget';

/**
 * One parameter's input: the inline expression editor when the value is an
 * expression, else the widget contributed for the parameter's type (the
 * string widget when none is).
 */
export function ParameterInput(props: ParameterWidgetProps) {
  const { parameter, value, onValueChange, isReadOnly, label } = props;
  const widgets = useExtension(ParameterWidgetsPoint);
  const edit = useParameterEditContext();
  const [dialogOpen, setDialogOpen] = useState(false);
  const expression = parameter.noDataExpression !== true && parameter.type !== 'resourceLocator' && isExpressionValue(value);
  // the fixed input turned the value into an expression as it was typed: the editor takes over the typing
  const typedIntoExpression = useRef(false);
  if (expression) {
    const text = value as string;
    const autoFocus = typedIntoExpression.current;
    typedIntoExpression.current = false;
    return (
      <>
        <InlineExpressionEditor
          value={text}
          onChange={onValueChange}
          getContext={edit.getExpressionContext}
          isReadOnly={isReadOnly}
          ariaLabel={label}
          onOpenDialog={() => setDialogOpen(true)}
          autoFocus={autoFocus}
        />
        {dialogOpen && (
          <ExpressionEditorDialog
            open
            label={label}
            value={text}
            getContext={edit.getExpressionContext}
            variables={edit.variables}
            isReadOnly={isReadOnly}
            onClose={(latest) => {
              setDialogOpen(false);
              if (latest !== undefined) onValueChange(latest);
            }}
          />
        )}
      </>
    );
  }
  const typed = (next: unknown) => {
    if (parameter.noDataExpression !== true && parameter.type !== 'resourceLocator' && isExpressionValue(next))
      typedIntoExpression.current = true;
    onValueChange(next);
  };
  const fixedProps = { ...props, onValueChange: typed };
  const own = widgets.get(parameter.type);
  if (!own && value !== null && typeof value === 'object' && !Array.isArray(value)) return <ObjectJsonWidget {...fixedProps} />;
  const contribution = own ?? widgets.get('string');
  if (!contribution) return null;
  const Widget = contribution.component as unknown as ComponentType<ParameterWidgetProps>;
  const grouped = parameter.type === 'collection' || parameter.type === 'fixedCollection';
  if (parameter.typeOptions?.multipleValues === true && !grouped) return <MultipleValues {...fixedProps} widget={Widget} />;
  return <Widget {...fixedProps} />;
}

/** Whether the value is shown in expression mode. */
export function isShownAsExpression(parameter: ParameterWidgetProps['parameter'], value: unknown): boolean {
  if (parameter.noDataExpression === true) return false;
  if (isResourceLocatorValue(value)) return isExpressionValue(value);
  return isExpressionValue(value);
}
