/**
 * What the memory, tool and output-parser sub-nodes supply their root node. The chat model
 * is LangChain's own `BaseChatModel`; tools, embeddings and text splitters are LangChain's;
 * memories, parsers and document loaders are these small contracts so a root node needs
 * nothing else from them.
 */
import type { BaseMessage } from '@langchain/core/messages';
import type { INodeExecutionData } from '@sdk/workflow';

/** A chat memory (Window Buffer Memory): the conversation so far, and saving an exchange. */
export interface IAiMemory {
  /** The earlier messages of the session to put before the new input. */
  load(input: string): Promise<BaseMessage[]>;
  /** Keeps the exchange for the session's next runs. */
  save(input: string, output: string): Promise<void>;
  /** Adds a message of the AI alone (what Respond to Chat sent), with no user message before it. */
  addAiMessage(content: string): Promise<void>;
  /** Adds a message of the user alone (a reply Respond to Chat waited for). */
  addUserMessage(content: string): Promise<void>;
  /** The whole stored session, oldest first, beyond the window (what a chat shows again). */
  messages(): Promise<BaseMessage[]>;
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

/** A document as the vector store nodes pass them on (LangChain's `Document` shape). */
export interface AiDocument {
  pageContent: string;
  metadata: Record<string, unknown>;
}

/**
 * A document loader (Default Data Loader): the documents of one input item of the root
 * node, split by its text splitter. The root node calls it per item, so the loader's
 * expressions read that item.
 */
export interface IAiDocumentLoader {
  processItem(item: INodeExecutionData, itemIndex: number): Promise<AiDocument[]>;
}

/** A document found by a similarity search, with its score (higher is closer). */
export type ScoredDocument = [AiDocument, number];

/** A vector store a retriever searches (the vector store nodes' "Retrieve Documents" mode). */
export interface IAiVectorStore {
  similaritySearch(query: string, k: number): Promise<ScoredDocument[]>;
}

/** A retriever (Vector Store Retriever): the documents that answer a query. */
export interface IAiRetriever {
  retrieve(query: string): Promise<AiDocument[]>;
}
