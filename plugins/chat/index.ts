import { definePlugin } from '@sdk';
import { IWorkflowExecutionService } from '@plugins/workflow-editor/api';
import { CHAT_COMMANDS, CHAT_VIEWS, IChatService } from './api';
import { ChatService, chatTriggerOf } from './chat-service';
import { CHAT_DESCRIPTORS } from './commands';
import { ChatOpenButton } from './views/ChatOpenButton';
import { ChatPanel } from './views/ChatPanel';
import './views/chat.css';

/**
 * The chat panel for workflows with a Chat Trigger: send a message (a manual run from the
 * trigger), read the answer, and see each agent step in a log beside the conversation.
 */
export default definePlugin({
  id: 'switchyard.chat',
  title: 'Chat',
  description: 'Chat with a workflow that starts with a Chat Trigger, with the agent steps beside the conversation.',
  requires: [IWorkflowExecutionService],
  provides: [IChatService],
  contributes: {
    commands: CHAT_DESCRIPTORS,
    views: [
      { id: CHAT_VIEWS.openButton, component: ChatOpenButton },
      { id: CHAT_VIEWS.panel, component: ChatPanel },
    ],
  },
  activate(ctx) {
    const service = new ChatService(ctx.bus, ctx.services.get(IWorkflowExecutionService));
    ctx.subscriptions.addFn(() => service.dispose());
    ctx.provide(IChatService, service);
    ctx.commands.handle(CHAT_COMMANDS.open, {
      isEnabled: () => chatTriggerOf(ctx.bus.getState()) !== undefined,
      disabledReason: () => 'Add a Chat Trigger to the workflow first',
      run: () => service.open(),
    });
  },
});
