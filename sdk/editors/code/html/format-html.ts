/**
 * The HTML editor's format action on prettier/standalone: style
 * blocks as CSS, script blocks as JavaScript, the html parts as HTML; a
 * document without html tags is formatted as one HTML fragment. Prettier and
 * its parsers are loaded on first use so they stay out of the main bundle.
 *
 * @module
 */

/** One top-level part of an HTML document. */
export interface HtmlSection {
  readonly kind: 'html' | 'style' | 'script';
  /** The opening tag (`<style lang="x">`) for style and script sections. */
  readonly open?: string;
  /** For style/script: the code between the tags; for html: the markup. */
  readonly content: string;
}

const BLOCK = /<(style|script)(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi;

/**
 * Splits a document into top-level sections: style and script blocks outside
 * the `<html>` element, and the markup between them. Blocks inside `<html>`
 * stay part of the html section.
 */
export function splitHtmlSections(doc: string): HtmlSection[] {
  const htmlStart = doc.search(/<html[\s>]/i);
  const htmlEndMatch = /<\/html\s*>/i.exec(doc);
  const htmlEnd = htmlEndMatch ? htmlEndMatch.index + htmlEndMatch[0].length : -1;
  const sections: HtmlSection[] = [];
  let cursor = 0;
  const pushHtml = (text: string) => {
    if (text.trim() !== '') sections.push({ kind: 'html', content: text.trim() });
  };
  for (const match of doc.matchAll(BLOCK)) {
    const at = match.index;
    if (htmlStart !== -1 && at > htmlStart && (htmlEnd === -1 || at < htmlEnd)) continue;
    pushHtml(doc.slice(cursor, at));
    const tag = (match[1] as string).toLowerCase() as 'style' | 'script';
    sections.push({ kind: tag, open: `<${tag}${match[2] ?? ''}>`, content: match[3] as string });
    cursor = at + match[0].length;
  }
  pushHtml(doc.slice(cursor));
  return sections;
}

async function prettierFormat(text: string, parser: 'html' | 'css' | 'babel'): Promise<string> {
  const [prettier, html, postcss, babel, estree] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/html'),
    import('prettier/plugins/postcss'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ]);
  return prettier.format(text, { parser, plugins: [html, postcss, babel, estree], printWidth: 100 });
}

function hasHtmlTags(doc: string): boolean {
  return /<html[\s>]/i.test(doc);
}

/**
 * Formats an HTML document. Expression blocks (`{{ … }}`) are kept as text.
 * Rejects when a part cannot be parsed; the caller keeps the text as it was.
 */
export async function formatHtml(doc: string): Promise<string> {
  if (!hasHtmlTags(doc)) return (await prettierFormat(doc, 'html')).trimEnd();
  const parts: string[] = [];
  for (const section of splitHtmlSections(doc)) {
    if (section.kind === 'html') {
      parts.push((await prettierFormat(section.content, 'html')).trimEnd());
    } else {
      const code = (await prettierFormat(section.content, section.kind === 'style' ? 'css' : 'babel')).trimEnd();
      const body = code
        .split('\n')
        .map((line) => (line === '' ? line : `  ${line}`))
        .join('\n');
      parts.push(`${section.open ?? `<${section.kind}>`}\n${body}\n</${section.kind}>`);
    }
  }
  return parts.join('\n\n');
}
