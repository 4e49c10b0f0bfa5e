/**
 * Google Gemini Chat Model (description: ./description.ts): supplies LangChain's
 * `ChatGoogleGenerativeAI` at the credential's host, each call logged as a run of this node
 * with its token usage.
 *
 * Google's client sends with the process's own `fetch` and takes no other, so the outbound
 * policy (docs/security.md, SSRF) is applied to the host before the model is handed out:
 * a host that resolves to a refused address fails the node. (The check is made once per
 * supply, not at every connection as for the other providers; see docs/security.md.)
 */
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import type { IDataObject } from '@sdk/workflow';
import type { INodeType } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-interface';
import { assertHostAllowed } from '../../outbound/ssrf';
import { ModelRunLog } from '../shared/ai/model-run-log';
import { DEFAULT_GEMINI_MODEL, lmChatGoogleGeminiDescription } from './description';

const GEMINI_HOST = 'https://generativelanguage.googleapis.com';

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

type SafetySetting = { category: string; threshold: string };

export const lmChatGoogleGeminiNode: INodeType = {
  description: lmChatGoogleGeminiDescription,
  async supplyData(itemIndex) {
    const node = this.getNode();
    const credentials = await this.getCredentials<{ apiKey?: string; host?: string }>('googlePalmApi', itemIndex);
    const model = String(this.getNodeParameter('modelName', itemIndex, DEFAULT_GEMINI_MODEL)).trim();
    if (model === '') throw new NodeOperationError(node, 'Choose a model', { itemIndex });
    const options = (this.getNodeParameter('options', itemIndex, {}) ?? {}) as IDataObject;
    const safetySettings = (this.getNodeParameter('options.safetySettings.values', itemIndex, null) ?? undefined) as
      SafetySetting[] | SafetySetting | undefined;
    const baseUrl = (credentials.host || GEMINI_HOST).trim().replace(/\/+$/, '');
    let host: string;
    try {
      host = new URL(baseUrl).hostname;
    } catch {
      throw new NodeOperationError(node, `The credential's host "${baseUrl}" is not a URL`, { itemIndex });
    }
    try {
      await assertHostAllowed(host);
    } catch (error) {
      throw new NodeOperationError(node, error as Error, { itemIndex });
    }
    const topK = finite(options['topK']);
    const settings: IDataObject = { model, baseUrl, ...options };
    const chatModel = new ChatGoogleGenerativeAI({
      apiKey: credentials.apiKey ?? '',
      baseUrl,
      model,
      temperature: finite(options['temperature']),
      maxOutputTokens: finite(options['maxOutputTokens']),
      // -1 is n8n's "not set".
      topK: topK !== undefined && topK > 0 ? topK : undefined,
      topP: finite(options['topP']),
      ...(safetySettings ? { safetySettings: (Array.isArray(safetySettings) ? safetySettings : [safetySettings]) as never } : {}),
      callbacks: [new ModelRunLog(this, settings)],
    });
    return { response: chatModel };
  },
};
