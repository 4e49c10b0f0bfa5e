/**
 * Reads an RSS or Atom feed for the RSS Read node and the RSS Feed Trigger: the feed is
 * fetched through the nodes' HTTP helpers (so the outbound policy applies, which
 * rss-parser's own fetch would bypass) and parsed with rss-parser, the parser n8n uses,
 * so the items have n8n's fields (title, link, pubDate, content, contentSnippet, guid,
 * isoDate, ...). Errors carry n8n's messages.
 */
import Parser from 'rss-parser';
import type { IDataObject, INode } from '@sdk/workflow';
import type { IRequestHelpers } from '../../engine/node-interface';
import { NodeOperationError } from '../../engine/node-errors';

/** How long a feed may take to answer. */
const FEED_TIMEOUT_MS = 60_000;

/** What to read. */
export interface FeedRequest {
  url: string;
  /** Skip TLS certificate checks. */
  ignoreSSL?: boolean;
  /** Extra item fields to keep (comma-separated in the node's option). */
  customFields?: string[];
}

function isValidUrl(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param node - the node reading (for errors)
 * @param helpers - its HTTP helpers
 * @param request - the feed
 * @returns the feed's items
 */
export async function readFeedItems(
  node: INode,
  helpers: Pick<IRequestHelpers, 'httpRequest'>,
  request: FeedRequest,
): Promise<IDataObject[]> {
  const { url } = request;
  if (!url) throw new NodeOperationError(node, 'The parameter "URL" has to be set!');
  if (!isValidUrl(url)) throw new NodeOperationError(node, 'The provided "URL" is not valid!');
  let xml: string;
  try {
    xml = (await helpers.httpRequest({
      url,
      encoding: 'text',
      headers: { 'user-agent': 'rss-parser', accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.8' },
      skipSslCertificateValidation: request.ignoreSSL === true,
      timeout: FEED_TIMEOUT_MS,
    })) as string;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/ECONNREFUSED/.test(message))
      throw new NodeOperationError(node, `It was not possible to connect to the URL. Please make sure the URL "${url}" it is valid!`);
    throw new NodeOperationError(node, message);
  }
  const fields = (request.customFields ?? []).filter((field) => field !== '');
  const parser = new Parser(fields.length > 0 ? { customFields: { item: fields } } : {});
  try {
    const feed = await parser.parseString(xml);
    return (feed.items ?? []) as IDataObject[];
  } catch (error) {
    throw new NodeOperationError(node, `The feed at "${url}" could not be read: ${(error as Error).message}`);
  }
}
