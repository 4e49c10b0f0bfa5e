import { useEffect, useRef, useState } from 'react';
import { LoaderCircle, RotateCcw, Send, X } from 'lucide-react';
import { useObservable, useService } from '@sdk/react';
import { IChatService } from '../api';
import { ChatStepEntry } from './ChatStepEntry';

/**
 * The chat panel: the conversation with an input (Enter sends, Shift+Enter a new line) and the
 * step log of the last answer beside it. Messages are rendered as text: prompts and model
 * output are untrusted.
 */
export function ChatPanel() {
  const chat = useService(IChatService);
  const state = useObservable(chat.state$, chat.state);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (state.open) input.current?.focus();
  }, [state.open]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, state.running]);
  if (!state.open) return null;
  const send = () => {
    if (draft.trim() === '' || state.running) return;
    void chat.send(draft);
    setDraft('');
  };
  return (
    <aside className="chat-panel" aria-label="Chat">
      <header className="chat-panel__header">
        <h2>Chat</h2>
        <span className="chat-panel__session" title="Session id (the memory key)">
          Session {state.sessionId.slice(0, 8)}
        </span>
        <button type="button" className="button chat-panel__new" onClick={() => chat.newSession()} disabled={state.running}>
          <RotateCcw size={14} aria-hidden="true" /> New session
        </button>
        <button type="button" className="icon-button" aria-label="Close chat" onClick={() => chat.close()}>
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <div className="chat-panel__body">
        <section className="chat-panel__conversation">
          {/* A log (new messages are announced) around a plain list: role=log on the list would drop its items' list semantics. */}
          <div className="chat-messages" role="log" aria-label="Conversation">
            <ol className="chat-messages__list">
              {state.messages.length === 0 && (
                <li className="chat-messages__empty">Send a message to run the workflow from its Chat Trigger.</li>
              )}
              {state.messages.map((m) => (
                <li
                  key={m.id}
                  className={`chat-message chat-message--${m.role}`}
                  aria-label={m.role === 'user' ? 'You' : m.role === 'bot' ? 'Answer' : 'Error'}
                >
                  {m.text}
                </li>
              ))}
              {state.awaitingReply === true && !state.running && (
                <li className="chat-messages__waiting" role="status">
                  The workflow waits for your reply.
                </li>
              )}
              {state.running && (
                <li className="chat-message chat-message--thinking" role="status">
                  <LoaderCircle className="wf-spin" size={14} aria-hidden="true" /> Thinking…
                </li>
              )}
              <li ref={end} aria-hidden="true" className="chat-messages__end" />
            </ol>
          </div>
          <div className="chat-input">
            <textarea
              ref={input}
              className="sy-input chat-input__field"
              aria-label="Message"
              placeholder={
                state.awaitingReply === true ? 'Type your reply (Enter sends)' : 'Type a message (Enter sends, Shift+Enter for a new line)'
              }
              rows={2}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  send();
                }
                e.stopPropagation();
              }}
            />
            <button
              type="button"
              className="button button--primary"
              onClick={send}
              disabled={state.running || draft.trim() === ''}
              aria-label="Send"
            >
              <Send size={16} aria-hidden="true" />
            </button>
          </div>
        </section>
        <section className="chat-panel__steps" aria-label="Agent steps">
          <h3>Steps</h3>
          {state.steps.length === 0 ? (
            <p className="chat-panel__muted">
              {state.running ? 'Running…' : 'The model calls, tool calls and memory reads of the last answer show here.'}
            </p>
          ) : (
            <ol className="chat-steps">
              {state.steps.map((s) => (
                <ChatStepEntry key={s.id} step={s} />
              ))}
            </ol>
          )}
        </section>
      </div>
    </aside>
  );
}
