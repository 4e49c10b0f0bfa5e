/**
 * Crypto (`n8n-nodes-base.crypto` v1): hash, HMAC (of a value or of a binary file), sign a
 * value, or generate a random string/UUID, written to `dataPropertyName` (dot paths allowed).
 */
import { createHash, createHmac, createSign, randomBytes, randomUUID } from 'node:crypto';
import type { INodeExecutionData } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';
import { setPathCopy } from '@sdk/values';
import { pairedItemOf } from '../../engine/paired-item';

const HASHES = ['MD5', 'SHA256', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'SHA384', 'SHA512', 'SHA1'].map((name) => ({ name, value: name }));
const action = (actions: string[]) => ({ show: { action: actions } });
const nodeName = (name: string) => name.toLowerCase();

export const cryptoNode: INodeType = {
  description: {
    displayName: 'Crypto',
    name: 'n8n-nodes-base.crypto',
    icon: 'fa:key',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["action"]}}',
    description: 'Provide cryptographic utilities',
    defaults: { name: 'Crypto', color: '#408000' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['Hash', 'HMAC', 'Sign', 'UUID', 'Encrypt'],
    },
    properties: [
      {
        displayName: 'Action',
        name: 'action',
        type: 'options',
        options: [
          { name: 'Generate', value: 'generate', description: 'Generate random string' },
          { name: 'Hash', value: 'hash', description: 'Hash a text in a specified format' },
          { name: 'Hmac', value: 'hmac', description: 'Hmac a text in a specified format' },
          { name: 'Sign', value: 'sign', description: 'Sign a string using a private key' },
        ],
        default: 'hash',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: HASHES,
        default: 'MD5',
        description: 'The hash type to use',
        displayOptions: action(['hash', 'hmac']),
        required: true,
      },
      {
        displayName: 'Binary File',
        name: 'binaryData',
        type: 'boolean',
        default: false,
        required: true,
        description: 'Whether the data to hashed should be taken from binary field',
        displayOptions: action(['hash', 'hmac']),
      },
      {
        displayName: 'Binary Property Name',
        name: 'binaryPropertyName',
        type: 'string',
        default: 'data',
        required: true,
        description: 'Name of the binary property which contains the input data',
        displayOptions: { show: { action: ['hash', 'hmac'], binaryData: [true] } },
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'string',
        default: '',
        description: 'The value that should be hashed',
        displayOptions: { show: { action: ['hash', 'hmac'], binaryData: [false] } },
        required: true,
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'string',
        default: '',
        description: 'The value that should be signed',
        displayOptions: action(['sign']),
        required: true,
      },
      {
        displayName: 'Property Name',
        name: 'dataPropertyName',
        type: 'string',
        default: 'data',
        required: true,
        description: 'Name of the property to which to write the hash',
        displayOptions: action(['hash', 'hmac', 'sign', 'generate']),
      },
      {
        displayName: 'Secret',
        name: 'secret',
        type: 'string',
        typeOptions: { password: true },
        default: '',
        required: true,
        displayOptions: action(['hmac']),
      },
      {
        displayName: 'Algorithm Name or ID',
        name: 'algorithm',
        type: 'options',
        options: ['RSA-SHA256', 'RSA-SHA384', 'RSA-SHA512', 'RSA-SHA1', 'sha256', 'sha512'].map((v) => ({ name: v, value: v })),
        default: 'RSA-SHA256',
        required: true,
        displayOptions: action(['sign']),
      },
      {
        displayName: 'Encoding',
        name: 'encoding',
        type: 'options',
        options: [
          { name: 'BASE64', value: 'base64' },
          { name: 'HEX', value: 'hex' },
        ],
        default: 'hex',
        required: true,
        displayOptions: action(['hash', 'hmac', 'sign']),
      },
      {
        displayName: 'Private Key',
        name: 'privateKey',
        type: 'string',
        typeOptions: { password: true, rows: 5 },
        default: '',
        required: true,
        description: 'Private key to use when signing the string',
        displayOptions: action(['sign']),
      },
      {
        displayName: 'Type',
        name: 'encodingType',
        type: 'options',
        options: [
          { name: 'ASCII', value: 'ascii' },
          { name: 'BASE64', value: 'base64' },
          { name: 'HEX', value: 'hex' },
          { name: 'UUID', value: 'uuid' },
        ],
        default: 'uuid',
        description: 'Encoding that will be used to generate string',
        displayOptions: action(['generate']),
        required: true,
      },
      {
        displayName: 'Length',
        name: 'stringLength',
        type: 'number',
        default: 32,
        description: 'Length of the generated string',
        displayOptions: { show: { action: ['generate'], encodingType: ['ascii', 'base64', 'hex'] } },
      },
    ],
  },
  async execute() {
    const items = this.getInputData();
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const act = this.getNodeParameter('action', i) as string;
        const property = this.getNodeParameter('dataPropertyName', i) as string;
        let result: string;
        // n8n leaves the file out of the output once it has been hashed.
        let binaryUsed = false;
        if (act === 'generate') {
          const type = this.getNodeParameter('encodingType', i) as string;
          const length = Number(this.getNodeParameter('stringLength', i, 32));
          if (type === 'uuid') result = randomUUID();
          else if (type === 'ascii') result = Array.from(randomBytes(length), (b) => String.fromCharCode(33 + (b % 94))).join('');
          else
            result = randomBytes(length)
              .toString(type as BufferEncoding)
              // n8n keeps only word characters of base64 (no +, / or =).
              .replace(type === 'base64' ? /\W/g : /(?!)/, '')
              .slice(0, length);
        } else {
          // As n8n, the value goes to node:crypto as it is: no value (undefined, null) or a
          // non-text one fails there rather than hashing an empty string.
          const value = this.getNodeParameter('value', i, '') as string;
          const encoding = this.getNodeParameter('encoding', i, 'hex') as 'hex' | 'base64';
          if (act === 'hash' || act === 'hmac') {
            const type = nodeName(this.getNodeParameter('type', i) as string);
            const digest = act === 'hash' ? createHash(type) : createHmac(type, this.getNodeParameter('secret', i) as string);
            if (this.getNodeParameter('binaryData', i, false) === true) {
              const name = this.getNodeParameter('binaryPropertyName', i, 'data') as string;
              this.helpers.assertBinaryData(i, name);
              digest.update(await this.helpers.getBinaryDataBuffer(i, name));
              binaryUsed = true;
            } else digest.update(value);
            result = digest.digest(encoding);
          } else if (act === 'sign')
            result = createSign(this.getNodeParameter('algorithm', i) as string)
              .update(value)
              .sign(this.getNodeParameter('privateKey', i) as string, encoding);
          else throw new NodeOperationError(this.getNode(), `The action "${act}" is not known`, { itemIndex: i });
        }
        const binary = binaryUsed ? undefined : items[i]!.binary;
        out.push({ json: setPathCopy(items[i]!.json, property, result), ...(binary ? { binary } : {}), pairedItem: pairedItemOf(i) });
      } catch (error) {
        if (!this.continueOnFail())
          throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
        out.push({ json: { error: (error as Error).message }, pairedItem: pairedItemOf(i) });
      }
    }
    return [out];
  },
};
