/** Convert to/from binary data description (`n8n-nodes-base.moveBinaryData` v1, v1.1, n8n's names and defaults). */
import type { INodeTypeDescription } from '@sdk/workflow';
import { BOM_AWARE_ENCODINGS as BOM_AWARE, ENCODING_OPTIONS as ENCODINGS } from '../shared/encodings';

const binaryToJson = { show: { mode: ['binaryToJson'] } };
const jsonToBinary = { show: { mode: ['jsonToBinary'] } };

export const moveBinaryDataDescription: INodeTypeDescription = {
  displayName: 'Convert to/from binary data',
  name: 'n8n-nodes-base.moveBinaryData',
  // As in n8n: Extract From File and Convert To File replaced it; old workflows still run.
  hidden: true,
  icon: 'fa:exchange-alt',
  group: ['transform'],
  version: [1, 1.1],
  subtitle: '={{$parameter["mode"]==="binaryToJson" ? "Binary to JSON" : "JSON to Binary"}}',
  description: 'Move data between binary and JSON properties',
  defaults: { name: 'Convert to/from binary data', color: '#7722CC' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { name: 'Binary to JSON', value: 'binaryToJson', description: 'Move data from Binary to JSON' },
        { name: 'JSON to Binary', value: 'jsonToBinary', description: 'Move data from JSON to Binary' },
      ],
      default: 'binaryToJson',
      description: 'From and to where data should be moved',
    },
    {
      displayName: 'Set All Data',
      name: 'setAllData',
      type: 'boolean',
      displayOptions: binaryToJson,
      default: true,
      description:
        'Whether all JSON data should be replaced with the data retrieved from binary key. Else the data will be written to a single key.',
    },
    {
      displayName: 'Source Key',
      name: 'sourceKey',
      type: 'string',
      displayOptions: binaryToJson,
      default: 'data',
      required: true,
      placeholder: 'data',
      description:
        'The name of the binary key to get data from. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.currentKey".',
    },
    {
      displayName: 'Destination Key',
      name: 'destinationKey',
      type: 'string',
      displayOptions: { show: { mode: ['binaryToJson'], setAllData: [false] } },
      default: 'data',
      required: true,
      placeholder: '',
      description:
        'The name the JSON key to copy data to. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.newKey".',
    },
    {
      displayName: 'Convert All Data',
      name: 'convertAllData',
      type: 'boolean',
      displayOptions: jsonToBinary,
      default: true,
      description: 'Whether all JSON data should be converted to binary. Else only the data of one key will be converted.',
    },
    {
      displayName: 'Source Key',
      name: 'sourceKey',
      type: 'string',
      displayOptions: { show: { convertAllData: [false], mode: ['jsonToBinary'] } },
      default: 'data',
      required: true,
      placeholder: 'data',
      description:
        'The name of the JSON key to get data from. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.currentKey".',
    },
    {
      displayName: 'Destination Key',
      name: 'destinationKey',
      type: 'string',
      displayOptions: jsonToBinary,
      default: 'data',
      required: true,
      placeholder: 'data',
      description:
        'The name the binary key to copy data to. It is also possible to define deep keys by using dot-notation like for example: "level1.level2.newKey".',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      options: [
        {
          displayName: 'Data Is Base64',
          name: 'dataIsBase64',
          type: 'boolean',
          displayOptions: { hide: { useRawData: [true] }, show: { '/mode': ['jsonToBinary'], '/convertAllData': [false] } },
          default: false,
          description: 'Whether to keep the binary data as base64 string',
        },
        {
          displayName: 'Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODINGS,
          displayOptions: { show: { '/mode': ['binaryToJson', 'jsonToBinary'] } },
          default: 'utf8',
          description: 'Set the encoding of the data stream',
        },
        {
          displayName: 'Strip BOM',
          name: 'stripBOM',
          displayOptions: { show: { '/mode': ['binaryToJson'], encoding: BOM_AWARE } },
          type: 'boolean',
          default: true,
        },
        {
          displayName: 'Add BOM',
          name: 'addBOM',
          displayOptions: { show: { '/mode': ['jsonToBinary'], encoding: BOM_AWARE } },
          type: 'boolean',
          default: false,
        },
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          displayOptions: { show: { '/mode': ['jsonToBinary'] } },
          default: '',
          placeholder: 'example.json',
          description: 'The file name to set',
        },
        {
          displayName: 'JSON Parse',
          name: 'jsonParse',
          type: 'boolean',
          displayOptions: { hide: { keepAsBase64: [true] }, show: { '/mode': ['binaryToJson'], '/setAllData': [false] } },
          default: false,
          description: 'Whether to run JSON parse on the data to get proper object data',
        },
        {
          displayName: 'Keep Source',
          name: 'keepSource',
          type: 'boolean',
          default: false,
          description: 'Whether the source key should be kept. By default it will be deleted.',
        },
        {
          displayName: 'Keep As Base64',
          name: 'keepAsBase64',
          type: 'boolean',
          displayOptions: { hide: { jsonParse: [true] }, show: { '/mode': ['binaryToJson'], '/setAllData': [false] } },
          default: false,
          description: 'Whether to keep the binary data as base64 string',
        },
        {
          displayName: 'MIME Type',
          name: 'mimeType',
          type: 'string',
          displayOptions: { show: { '/mode': ['jsonToBinary'] } },
          default: 'application/json',
          placeholder: 'application/json',
          description: 'The mime-type to set. By default will the mime-type for JSON be set.',
        },
        {
          displayName: 'Use Raw Data',
          name: 'useRawData',
          type: 'boolean',
          displayOptions: { hide: { dataIsBase64: [true] }, show: { '/mode': ['jsonToBinary'] } },
          default: false,
          description: 'Whether to use data as is and do not JSON.stringify it',
        },
      ],
    },
  ],
};
