/**
 * XML (`n8n-nodes-base.xml` v1): XML text in `dataPropertyName` to JSON, or the item's JSON
 * to XML text, with xml2js and n8n's option names and defaults.
 */
import { Builder, Parser } from 'xml2js';
import type { IDataObject, INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { pairedItemOf } from '../../engine/paired-item';
import { ownValue } from '@sdk/values';

/** The parser options a user may set (anything else in the JSON is ignored, never handed to xml2js). */
const PARSER_OPTIONS = [
  'attrkey',
  'charkey',
  'explicitArray',
  'explicitRoot',
  'ignoreAttrs',
  'mergeAttrs',
  'normalize',
  'normalizeTags',
  'trim',
] as const;
/** xml2js writes through these as key names: as `attrkey` they reach `Object.prototype`, as `charkey` the parse never ends. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function parserOptions(options: IDataObject): IDataObject {
  const out: IDataObject = {};
  for (const name of PARSER_OPTIONS) {
    const value = ownValue(options, name);
    if (value === undefined) continue;
    if ((name === 'attrkey' || name === 'charkey') && FORBIDDEN_KEYS.has(String(value)))
      throw new Error(`"${String(value)}" cannot be used as the ${name === 'attrkey' ? 'Attribute Key' : 'Character Key'}`);
    out[name] = value as IDataObject[string];
  }
  return out;
}

const toJson = { show: { '/mode': ['xmlToJson'] } };
const toXml = { show: { '/mode': ['jsonToxml'] } };

export const xmlNode: INodeType = {
  description: {
    displayName: 'XML',
    name: 'n8n-nodes-base.xml',
    icon: 'fa:file-code',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["mode"]==="jsonToxml" ? "JSON to XML" : "XML to JSON"}}',
    description: 'Convert data from and to XML',
    defaults: { name: 'XML', color: '#333377' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] } },
    properties: [
      {
        displayName: 'Mode',
        name: 'mode',
        type: 'options',
        options: [
          { name: 'JSON to XML', value: 'jsonToxml', description: 'Converts data from JSON to XML' },
          { name: 'XML to JSON', value: 'xmlToJson', description: 'Converts data from XML to JSON' },
        ],
        default: 'xmlToJson',
        description: 'From and to what format the data should be converted',
      },
      {
        displayName: 'Property Name',
        name: 'dataPropertyName',
        type: 'string',
        default: 'data',
        required: true,
        description: 'Name of the property which contains the XML data to convert',
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        options: [
          {
            displayName: 'Allow Surrogate Chars',
            name: 'allowSurrogateChars',
            type: 'boolean',
            displayOptions: toXml,
            default: false,
            description: 'Whether to allow using characters from the Unicode surrogate blocks',
          },
          {
            displayName: 'Attribute Key',
            name: 'attrkey',
            type: 'string',
            default: '$',
            description: 'Prefix that is used to access the attributes',
          },
          {
            displayName: 'Cdata',
            name: 'cdata',
            type: 'boolean',
            displayOptions: toXml,
            default: false,
            description: 'Whether to wrap text nodes in <![CDATA[ ... ]]> instead of escaping when necessary',
          },
          {
            displayName: 'Character Key',
            name: 'charkey',
            type: 'string',
            default: '_',
            description: 'Prefix that is used to access the character content',
          },
          {
            displayName: 'Explicit Array',
            name: 'explicitArray',
            type: 'boolean',
            displayOptions: toJson,
            default: false,
            description:
              'Whether to always put child nodes in an array if true; otherwise an array is created only if there is more than one',
          },
          {
            displayName: 'Explicit Root',
            name: 'explicitRoot',
            type: 'boolean',
            displayOptions: toJson,
            default: true,
            description: 'Whether to set this if you want to get the root node in the resulting object',
          },
          {
            displayName: 'Headless',
            name: 'headless',
            type: 'boolean',
            displayOptions: toXml,
            default: false,
            description: 'Whether to omit the XML header',
          },
          {
            displayName: 'Ignore Attributes',
            name: 'ignoreAttrs',
            type: 'boolean',
            displayOptions: toJson,
            default: false,
            description: 'Whether to ignore all XML attributes and only create text nodes',
          },
          {
            displayName: 'Merge Attributes',
            name: 'mergeAttrs',
            type: 'boolean',
            displayOptions: toJson,
            default: true,
            description:
              'Whether to merge attributes and child elements as properties of the parent, instead of keying attributes off a child attribute object',
          },
          {
            displayName: 'Normalize',
            name: 'normalize',
            type: 'boolean',
            displayOptions: toJson,
            default: false,
            description: 'Whether to trim whitespaces inside text nodes',
          },
          {
            displayName: 'Normalize Tags',
            name: 'normalizeTags',
            type: 'boolean',
            displayOptions: toJson,
            default: false,
            description: 'Whether to normalize all tag names to lowercase',
          },
          {
            displayName: 'Root Name',
            name: 'rootName',
            type: 'string',
            displayOptions: toXml,
            default: 'root',
            description: 'Root element name to be used',
          },
          {
            displayName: 'Trim',
            name: 'trim',
            type: 'boolean',
            displayOptions: toJson,
            default: false,
            description: 'Whether to trim the whitespace at the beginning and end of text nodes',
          },
        ],
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const mode = this.getNodeParameter('mode', 0) as string;
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const property = this.getNodeParameter('dataPropertyName', i, 'data') as string;
        const options = this.getNodeParameter('options', i, {}) as IDataObject;
        if (mode === 'xmlToJson') {
          const text = ownValue(items[i]!.json, property);
          if (typeof text !== 'string')
            throw new NodeOperationError(this.getNode(), `Item has no XML string in the property "${property}"`, { itemIndex: i });
          const parser = new Parser({ async: true, explicitArray: false, explicitRoot: true, mergeAttrs: true, ...parserOptions(options) });
          const json = (await parser.parseStringPromise(text)) as IDataObject;
          out.push({ json, pairedItem: pairedItemOf(i) });
        } else {
          const { allowSurrogateChars, headless, rootName, cdata, attrkey, charkey } = options;
          const builder = new Builder({
            allowSurrogateChars: allowSurrogateChars as boolean,
            headless: headless as boolean,
            rootName: (rootName as string) ?? 'root',
            cdata: cdata as boolean,
            attrkey: (attrkey as string) ?? '$',
            charkey: (charkey as string) ?? '_',
          });
          out.push({ json: { [property]: builder.buildObject(items[i]!.json) }, pairedItem: pairedItemOf(i) });
        }
      } catch (error) {
        if (!this.continueOnFail())
          throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
