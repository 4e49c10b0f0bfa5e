/**
 * The core node catalogue: every built-in node type, registered by type name and version.
 *
 * HOW TO ADD A NODE: build it in `app/server/nodes/<kebab-name>/` against the contract in
 * `app/server/engine/node-interface.ts` (see the comment at its top), then add one import
 * line below and its export name to CORE_NODE_TYPES. Keep the list sorted by folder name
 * within each block so parallel edits merge cleanly.
 */
import type { INodeType, IVersionedNodeType } from '../engine/node-interface';
import { NodeTypeRegistry } from '../engine/node-type-registry';
import { DEFAULT_NODES_EXCLUDE } from './default-excluded';
import { aggregateNode } from './aggregate';
import { airtableNode } from './airtable';
import { airtableV1Node } from './airtable/v1';
import { codeNode } from './code';
import { convertToFileNode } from './convert-to-file';
import { cronNode } from './cron';
import { compareDatasetsNode } from './compare-datasets';
import { compressionNode } from './compression';
import { cryptoNode } from './crypto';
import { dateTimeNode } from './date-time';
import { dateTimeV1Node } from './date-time/v1';
import { discordNode } from './discord';
import { gmailNode } from './gmail';
import { gmailV1Node } from './gmail/v1';
import { gmailTriggerNode } from './gmail-trigger';
import { googleDriveNode } from './google-drive';
import { googleDriveV1Node } from './google-drive/v1';
import { googleSheetsNode } from './google-sheets';
import { googleSheetsV1Node } from './google-sheets/v1';
import { errorTriggerNode } from './error-trigger';
import { emailReadImapNode } from './email-read-imap';
import { emailSendNode, emailSendV1Node } from './email-send';
import { executeCommandNode } from './execute-command';
import { executeWorkflowNode } from './execute-workflow';
import { executeWorkflowTriggerNode } from './execute-workflow-trigger';
import { extractFromFileNode } from './extract-from-file';
import { filterNode } from './filter';
import { formNode } from './form';
import { formTriggerNode } from './form-trigger';
import { filterV2Node } from './filter/v2';
import { functionNode } from './function';
import { functionItemNode } from './function-item';
import { httpRequestNode } from './http-request';
import { httpRequestV1Node, httpRequestV2Node } from './http-request/v1';
import { htmlNode } from './html';
import { ifNode } from './if';
import { ifV2Node } from './if/v2';
import { intervalNode } from './interval';
import { itemListsNode, itemListsV3Node } from './item-lists';
import { limitNode } from './limit';
import { manualTriggerNode } from './manual-trigger';
import { markdownNode } from './markdown';
import { mergeNode, mergeV1Node, mergeV3Node } from './merge';
import { moveBinaryDataNode } from './move-binary-data';
import { mySqlNode } from './my-sql';
import { mySqlV1Node } from './my-sql/v1';
import { noOpNode } from './no-op';
import { notionNode } from './notion';
import { notionV1Node } from './notion/v1';
import { postgresNode } from './postgres';
import { readWriteFileNode } from './read-write-file';
import { redisNode } from './redis';
import { redisTriggerNode } from './redis-trigger';
import { removeDuplicatesV1Node, removeDuplicatesV2Node } from './remove-duplicates';
import { renameKeysNode } from './rename-keys';
import { respondToChatNode } from './respond-to-chat';
import { respondToWebhookNode } from './respond-to-webhook';
import { rssFeedReadNode } from './rss-feed-read';
import { rssFeedReadTriggerNode } from './rss-feed-read-trigger';
import { scheduleTriggerNode } from './schedule-trigger';
import { setV1Node, setV3Node } from './set';
import { slackNode } from './slack';
import { slackV1Node } from './slack/v1';
import { sortNode } from './sort';
import { splitInBatchesV1Node, splitInBatchesV2Node, splitInBatchesV3Node } from './split-in-batches';
import { startNode } from './start';
import { splitOutNode } from './split-out';
import { spreadsheetFileV1Node, spreadsheetFileV2Node } from './spreadsheet-file';
import { stickyNoteNode } from './sticky-note';
import { stopAndErrorNode } from './stop-and-error';
import { summarizeNode } from './summarize';
import { switchNode } from './switch';
import { switchV3Node } from './switch/v3';
import { telegramNode } from './telegram';
import { telegramTriggerNode } from './telegram-trigger';
import { xmlNode } from './xml';
// AI ("LangChain") cluster nodes: root nodes and the sub-nodes that supply them.
import { agentNode } from './agent';
import { chainLlmNode } from './chain-llm';
import { chainRetrievalQaNode } from './chain-retrieval-qa';
import { chainSummarizationNode, chainSummarizationV1Node } from './chain-summarization';
import { chatTriggerNode } from './chat-trigger';
import { documentDefaultDataLoaderNode } from './document-default-data-loader';
import { embeddingsOllamaNode } from './embeddings-ollama';
import { embeddingsOpenAiNode } from './embeddings-open-ai';
import { informationExtractorNode } from './information-extractor';
import { lmChatAnthropicNode } from './lm-chat-anthropic';
import { lmChatOllamaNode } from './lm-chat-ollama';
import { lmChatOpenAiNode } from './lm-chat-open-ai';
import { lmChatGoogleGeminiNode } from './lm-chat-google-gemini';
import { openAiNode } from './open-ai';
import { memoryBufferWindowNode } from './memory-buffer-window';
import { memoryPostgresChatNode } from './memory-postgres-chat';
import { memoryRedisChatNode } from './memory-redis-chat';
import { outputParserAutofixingNode } from './output-parser-autofixing';
import { outputParserStructuredNode } from './output-parser-structured';
import { retrieverVectorStoreNode } from './retriever-vector-store';
import { sentimentAnalysisNode } from './sentiment-analysis';
import { textClassifierNode } from './text-classifier';
import { textSplitterCharacterNode } from './text-splitter-character';
import { textSplitterRecursiveNode } from './text-splitter-recursive';
import { toolCalculatorNode } from './tool-calculator';
import { toolCodeNode } from './tool-code';
import { toolHttpRequestNode } from './tool-http-request';
import { toolThinkNode } from './tool-think';
import { toolWorkflowNode } from './tool-workflow';
import { vectorStoreInMemoryNode } from './vector-store-in-memory';
import { vectorStorePGVectorNode } from './vector-store-pgvector';
import { nodeAsTool } from './shared/ai/node-as-tool';
import { waitNode } from './wait';
import { webhookNode } from './webhook';

/** The built-in node types. */
export const CORE_NODE_TYPES: ReadonlyArray<INodeType | IVersionedNodeType> = [
  aggregateNode,
  airtableNode,
  airtableV1Node,
  codeNode,
  convertToFileNode,
  cronNode,
  compareDatasetsNode,
  compressionNode,
  cryptoNode,
  dateTimeV1Node,
  dateTimeNode,
  discordNode,
  gmailNode,
  gmailV1Node,
  gmailTriggerNode,
  googleDriveNode,
  googleDriveV1Node,
  googleSheetsNode,
  googleSheetsV1Node,
  emailReadImapNode,
  emailSendV1Node,
  emailSendNode,
  errorTriggerNode,
  executeCommandNode,
  executeWorkflowNode,
  executeWorkflowTriggerNode,
  extractFromFileNode,
  filterNode,
  filterV2Node,
  formNode,
  formTriggerNode,
  functionNode,
  functionItemNode,
  httpRequestV1Node,
  httpRequestV2Node,
  httpRequestNode,
  htmlNode,
  ifNode,
  ifV2Node,
  intervalNode,
  itemListsNode,
  itemListsV3Node,
  limitNode,
  manualTriggerNode,
  markdownNode,
  mergeNode,
  mergeV1Node,
  mergeV3Node,
  moveBinaryDataNode,
  mySqlNode,
  mySqlV1Node,
  noOpNode,
  notionNode,
  notionV1Node,
  postgresNode,
  readWriteFileNode,
  redisNode,
  redisTriggerNode,
  removeDuplicatesV1Node,
  removeDuplicatesV2Node,
  renameKeysNode,
  respondToWebhookNode,
  rssFeedReadNode,
  rssFeedReadTriggerNode,
  scheduleTriggerNode,
  setV1Node,
  setV3Node,
  slackNode,
  slackV1Node,
  sortNode,
  splitInBatchesV1Node,
  splitInBatchesV2Node,
  splitInBatchesV3Node,
  startNode,
  splitOutNode,
  spreadsheetFileV1Node,
  spreadsheetFileV2Node,
  stickyNoteNode,
  stopAndErrorNode,
  summarizeNode,
  switchNode,
  switchV3Node,
  telegramNode,
  telegramTriggerNode,
  xmlNode,
  waitNode,
  webhookNode,
  // AI cluster nodes
  agentNode,
  chainLlmNode,
  chainRetrievalQaNode,
  chainSummarizationV1Node,
  chainSummarizationNode,
  chatTriggerNode,
  respondToChatNode,
  documentDefaultDataLoaderNode,
  embeddingsOllamaNode,
  embeddingsOpenAiNode,
  informationExtractorNode,
  lmChatAnthropicNode,
  lmChatOllamaNode,
  lmChatOpenAiNode,
  lmChatGoogleGeminiNode,
  openAiNode,
  memoryBufferWindowNode,
  memoryPostgresChatNode,
  memoryRedisChatNode,
  outputParserAutofixingNode,
  outputParserStructuredNode,
  retrieverVectorStoreNode,
  sentimentAnalysisNode,
  textClassifierNode,
  textSplitterCharacterNode,
  textSplitterRecursiveNode,
  toolCalculatorNode,
  toolCodeNode,
  toolHttpRequestNode,
  toolThinkNode,
  toolWorkflowNode,
  vectorStoreInMemoryNode,
  vectorStorePGVectorNode,
  // Regular nodes an agent may call as tools (n8n's "usable as tool" nodes we ship).
  ...[httpRequestNode, postgresNode, emailSendNode, cryptoNode, dateTimeNode, rssFeedReadNode].map(nodeAsTool),
];

/**
 * A registry holding the built-in node types.
 *
 * @param excluded - type names left out (NODES_EXCLUDE); by default {@link DEFAULT_NODES_EXCLUDE}
 * @returns the registry
 */
export function createCoreNodeTypes(excluded: readonly string[] = DEFAULT_NODES_EXCLUDE): NodeTypeRegistry {
  return new NodeTypeRegistry(CORE_NODE_TYPES, excluded);
}
