/**
 * Texts the editor shows for values (times, ...), written once for every plugin.
 *
 * @module
 */
export { relativeTime } from './relative-time';
export { markdownToHtml } from './markdown';
export type { MarkdownOptions } from './markdown';
