import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ChatStep } from '../api';

function json(value: readonly unknown[]): string {
  return JSON.stringify(value.length === 1 ? value[0] : value, null, 2);
}

/** One step of the log: kind, node and tokens; expands to its input and output (as text). */
export function ChatStepEntry({ step }: { readonly step: ChatStep }) {
  const [open, setOpen] = useState(false);
  const tokens = step.tokens?.total;
  return (
    <li className={`chat-step${step.error ? ' chat-step--error' : ''}`}>
      <button type="button" className="chat-step__head" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
        <span className="chat-step__kind">{step.kind}</span>
        <span className="chat-step__node">{step.node}</span>
        {tokens !== undefined && <span className="chat-step__tokens">{tokens} tokens</span>}
      </button>
      {open && (
        <div className="chat-step__body">
          {step.error && <p className="chat-step__error">{step.error}</p>}
          <h4>Input</h4>
          <pre>{json(step.input)}</pre>
          <h4>Output</h4>
          <pre>{json(step.output)}</pre>
          {step.tokens && (
            <p className="chat-step__usage">
              Prompt {step.tokens.prompt ?? '?'} · Completion {step.tokens.completion ?? '?'} · Total {step.tokens.total ?? '?'}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
