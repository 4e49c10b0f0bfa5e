/**
 * The Markdown node's options, as n8n offers them: node-html-markdown's for HTML to Markdown
 * and showdown's for Markdown to HTML (each in its own "Options" collection), and how they
 * are handed to those libraries.
 */
import type { IDataObject, INodeProperties } from '@sdk/workflow';

const pattern = (displayName: string, name: string, multiple: boolean, description: string): INodeProperties => ({
  displayName,
  name,
  type: 'fixedCollection',
  typeOptions: { multipleValues: multiple },
  default: multiple ? [] : {},
  description,
  options: [
    {
      name: multiple ? 'values' : 'value',
      displayName: multiple ? 'Values' : 'Value',
      values: [
        { displayName: 'Pattern', name: 'pattern', type: 'string', default: '', description: 'RegEx for pattern' },
        { displayName: 'Replacement', name: 'replacement', type: 'string', default: '', description: 'String replacement' },
      ],
    },
  ] as never,
});

const text = (displayName: string, name: string, value: string, description: string): INodeProperties => ({
  displayName,
  name,
  type: 'string',
  default: value,
  description,
});
const flag = (displayName: string, name: string, description: string, value = false): INodeProperties => ({
  displayName,
  name,
  type: 'boolean',
  default: value,
  description,
});

const OVERRIDES = 'Setting this will override the default escape settings, you might want to use textReplace option instead';

export const htmlToMarkdownOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  displayOptions: { show: { mode: ['htmlToMarkdown'] } },
  options: [
    text('Bullet Marker', 'bulletMarker', '*', 'Specify bullet marker, default *'),
    text('Code Block Fence', 'codeFence', '```', 'Specify code block fence, default ```'),
    text('Emphasis Delimiter', 'emDelimiter', '_', 'Specify emphasis delimiter, default _'),
    pattern('Global Escape Pattern', 'globalEscape', false, OVERRIDES),
    {
      ...text('Ignored Elements', 'ignore', '', 'Supplied elements will be ignored (ignores inner text does not parse children)'),
      placeholder: 'e.g. h1, p ...',
      hint: 'Comma separated elements',
    } as INodeProperties,
    flag('Keep Images With Data', 'keepDataImages', 'Whether to keep images with data: URI (Note: These can be up to 1MB each)'),
    pattern('Line Start Escape Pattern', 'lineStartEscape', false, OVERRIDES),
    {
      displayName: 'Max Consecutive New Lines',
      name: 'maxConsecutiveNewlines',
      type: 'number',
      default: 3,
      description: 'Specify max consecutive new lines allowed',
    },
    flag(
      'Place URLs At The Bottom',
      'useLinkReferenceDefinitions',
      'Whether to Place URLS at the bottom and format links using link reference definitions',
    ),
    text('Strong Delimiter', 'strongDelimiter', '**', 'Specify strong delimiter, default **'),
    {
      displayName: 'Style For Code Block',
      name: 'codeBlockStyle',
      type: 'options',
      default: 'fence',
      description: 'Specify style for code block, default "fence"',
      options: [
        { name: 'Fence', value: 'fence' },
        { name: 'Indented', value: 'indented' },
      ],
    },
    pattern(
      'Text Replacement Pattern',
      'textReplace',
      true,
      'User-defined text replacement pattern (Replaces matching text retrieved from nodes)',
    ),
    {
      ...text('Treat As Blocks', 'blockElements', '', 'Supplied elements will be treated as blocks (surrounded with blank lines)'),
      placeholder: 'e.g. p, div, ...',
      hint: 'Comma separated elements',
    } as INodeProperties,
  ],
};

export const markdownToHtmlOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add Option',
  default: {},
  displayOptions: { show: { mode: ['markdownToHtml'] } },
  options: [
    flag(
      'Add Blank To Links',
      'openLinksInNewWindow',
      'Whether to open all links in new windows (by adding the attribute target="_blank" to <a> tags)',
    ),
    flag('Automatic Linking To URLs', 'simplifiedAutoLink', 'Whether to enable automatic linking to urls'),
    flag('Backslash Escapes HTML Tags', 'backslashEscapesHTMLTags', 'Whether to support for HTML Tag escaping ex: <div>foo</div'),
    flag(
      'Complete HTML Document',
      'completeHTMLDocument',
      'Whether to output a complete html document, including <html>, <head> and <body> tags instead of an HTML fragment',
    ),
    flag('Customized Header ID', 'customizedHeaderId', 'Whether to use text in curly braces as header ID'),
    flag('Emoji Support', 'emoji', 'Whether to enable emoji support. Ex: this is a :smile: emoji'),
    flag('Encode Emails', 'encodeEmails', 'Whether to enable e-mail addresses encoding through the use of Character Entities', true),
    flag(
      'Exclude Trailing Punctuation From URLs',
      'excludeTrailingPunctuationFromURLs',
      'Whether to exclude trailing punctuation from autolinking urls. Only applies if simplifiedAutoLink option is set to true.',
    ),
    flag('GitHub Code Blocks', 'ghCodeBlocks', 'Whether to enable support for GFM code block style', true),
    flag('GitHub Compatible Header IDs', 'ghCompatibleHeaderId', 'Whether to generate header IDs compatible with github style'),
    text(
      'GitHub Mention Link',
      'ghMentionsLink',
      'https://github.com/{u}',
      'The link generated by @mentions ({u} is the username). Only applies if ghMentions option is enabled.',
    ),
    flag('GitHub Mentions', 'ghMentions', 'Whether to enable github @mentions, which link to the username mentioned'),
    flag('GitHub Task Lists', 'tasklists', 'Whether to enable support for GFM tasklists'),
    {
      displayName: 'Header Level Start',
      name: 'headerLevelStart',
      type: 'number',
      default: 1,
      description: 'Whether to set the header starting level',
    },
    flag(
      'Mandatory Space Before Header',
      'requireSpaceBeforeHeadingText',
      'Whether to make adding a space between # and the header text mandatory',
    ),
    flag('Middle Word Asterisks', 'literalMidWordAsterisks', 'Whether to treat asterisks in the middle of words as literal asterisks'),
    flag(
      'Middle Word Underscores',
      'literalMidWordUnderscores',
      'Whether to treat underscores in the middle of words as literal underscores',
    ),
    flag('No Header ID', 'noHeaderId', 'Whether to disable the automatic generation of header IDs'),
    flag(
      'Parse Image Dimensions',
      'parseImgDimensions',
      'Whether to enable support for setting image dimensions from within markdown syntax',
    ),
    text('Prefix Header ID', 'prefixHeaderId', 'section', 'Add a prefix to the generated header IDs'),
    flag(
      'Raw Header ID',
      'rawHeaderId',
      'Whether to remove only spaces, \' and " from generated header IDs (including prefixes), replacing them with dashes (-)',
    ),
    flag('Raw Prefix Header ID', 'rawPrefixHeaderId', 'Whether to prevent showdown from modifying the prefix'),
    flag(
      'Simple Line Breaks',
      'simpleLineBreaks',
      'Whether to parse line breaks as <br>, like GitHub does, without needing 2 spaces at the end of the line',
    ),
    flag(
      'Smart Indentation Fix',
      'smartIndentationFix',
      'Whether to try to smartly fix indentation problems related to es6 template strings in the midst of indented code',
    ),
    flag(
      'Spaces Indented Sublists',
      'disableForced4SpacesIndentedSublists',
      'Whether to disable the requirement of indenting sublists by 4 spaces for them to be nested',
    ),
    flag('Split Adjacent Blockquotes', 'splitAdjacentBlockquotes', 'Whether to split adjacent blockquote blocks'),
    flag('Strikethrough', 'strikethrough', 'Whether to enable support for strikethrough syntax'),
    flag('Tables Header ID', 'tablesHeaderId', 'Whether to add an ID property to table headers tags'),
    flag('Tables Support', 'tables', 'Whether to enable support for tables syntax'),
  ],
};

type Pattern = { pattern?: string; replacement?: string };

/**
 * node-html-markdown options from the node's, as n8n builds them: patterns as
 * [pattern, replacement] pairs (the pattern stays text, so it replaces its first literal
 * occurrence in each text), element lists split at commas, and unset (falsy) options left out.
 */
export function htmlToMarkdownSettings(options: IDataObject): Record<string, unknown> {
  const pair = (value: unknown) => {
    const p = (value ?? {}) as Pattern;
    return Object.keys(p).length > 0 ? [p.pattern, p.replacement] : undefined;
  };
  const list = (value: unknown) =>
    value
      ? String(value as string)
          .split(',')
          .map((e) => e.trim())
      : undefined;
  const replaces = ((options['textReplace'] as { values?: Pattern[] } | undefined)?.values ?? []).map((p) => [p.pattern, p.replacement]);
  const settings: Record<string, unknown> = {
    ...options,
    textReplace: replaces.length > 0 ? replaces : undefined,
    lineStartEscape: pair((options['lineStartEscape'] as { value?: unknown } | undefined)?.value),
    globalEscape: pair((options['globalEscape'] as { value?: unknown } | undefined)?.value),
    ignore: list(options['ignore']),
    blockElements: list(options['blockElements']),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => Boolean(value)));
}
