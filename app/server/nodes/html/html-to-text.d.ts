/** The part of html-to-text (no bundled types) the HTML node uses. */
declare module 'html-to-text' {
  export interface HtmlToTextOptions {
    selectors?: Array<{ selector: string; format: string }>;
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
