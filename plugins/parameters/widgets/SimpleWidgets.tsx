import { Info } from 'lucide-react';
import { sanitizeHtml } from '@sdk';
import type { ParameterWidgetProps } from '@sdk/react';

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
