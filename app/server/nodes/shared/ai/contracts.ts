/**
 * What the memory, tool and output-parser sub-nodes supply their root node. The chat model
 * is LangChain's own `BaseChatModel`; tools are LangChain tools; memories and parsers are
 * these small contracts so a root node needs nothing else from them.
 */
import type { BaseMessage } from '@langchain/core/messages';

/** A chat memory (Window Buffer Memory): the conversation so far, and saving an exchange. */
export interface IAiMemory {
  /** The earlier messages of the session to put before the new input. */
  load(input: string): Promise<BaseMessage[]>;
  /** Keeps the exchange for the session's next runs. */
  save(input: string, output: string): Promise<void>;
}

/** An output parser: what the model must answer in, and reading that answer. */
export interface IAiOutputParser {
  /** Instructions added to the prompt. */
  formatInstructions(): string;
  /** The parsed answer; throws an `OutputParseError` saying what is wrong. */
  parse(text: string): Promise<unknown>;
}

/** The answer does not have the required format. */
export class OutputParseError extends Error {
  constructor(
    message: string,
    readonly text: string,
  ) {
    super(message);
    this.name = 'OutputParseError';
  }
}
