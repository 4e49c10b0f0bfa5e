import { MessageCircle } from 'lucide-react';
import type { WorkflowDocument } from '@sdk';
import { useService } from '@sdk/react';
import { IChatService } from '../api';
import { chatTriggerOf } from '../chat-service';

/** "Open chat" beside Execute workflow, for a workflow with a Chat Trigger. */
export function ChatOpenButton({ document }: { readonly document: WorkflowDocument }) {
  const chat = useService(IChatService);
  if (!chatTriggerOf(document)) return null;
  return (
    <button type="button" className="button chat-open" onClick={() => chat.open()}>
      <MessageCircle size={16} aria-hidden="true" /> Open chat
    </button>
  );
}
