import { CircleAlert } from 'lucide-react';
import type { ParameterIssuesProps } from '../api';

/** Issues beneath an input: a 20 px indicator and the messages. */
export function ParameterIssues({ issues, id }: ParameterIssuesProps) {
  if (issues.length === 0) return null;
  return (
    <div className="sy-param-issues" id={id} role="alert">
      <CircleAlert className="sy-param-issues__icon" size={14} aria-hidden="true" />
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
