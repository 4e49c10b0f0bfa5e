/** Read/Write Files from Disk description (`n8n-nodes-base.readWriteFile` v1, n8n's names and defaults). */
import type { INodeTypeDescription } from '@sdk/workflow';

const read = { show: { operation: ['read'] } };
const write = { show: { operation: ['write'] } };

export const readWriteFileDescription: INodeTypeDescription = {
  displayName: 'Read/Write Files from Disk',
  name: 'n8n-nodes-base.readWriteFile',
  icon: 'fa:file',
  group: ['input'],
  version: 1,
  description: 'Read or write files from the computer that runs n8n',
  defaults: { name: 'Read/Write Files from Disk', color: '#4a6fd1' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['Binary', 'File', 'Text', 'Open', 'Import', 'Save', 'Export', 'Disk', 'Transfer'],
  },
  properties: [
    {
      displayName:
        'Use this node to read and write files on the same computer running Switchyard. Only files in the folders the operator allows (N8N_RESTRICT_FILE_ACCESS_TO; by default the files/ folder of the user folder) can be used.',
      name: 'info',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Read File(s) From Disk',
          value: 'read',
          description: 'Retrieve one or more files from the computer that runs Switchyard',
          action: 'Read File(s) From Disk',
        },
        {
          name: 'Write File to Disk',
          value: 'write',
          description: 'Create a binary file on the computer that runs Switchyard',
          action: 'Write File to Disk',
        },
      ],
      default: 'read',
    },
    {
      displayName: 'File(s) Selector',
      name: 'fileSelector',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. /home/user/Pictures/**/*.png',
      hint: 'Supports patterns, learn more <a href="https://github.com/micromatch/picomatch#basic-globbing" target="_blank">here</a>',
      description:
        "Specify a file's path or path pattern to read multiple files. Always use forward-slashes for path separator even on Windows.",
      displayOptions: read,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: read,
      options: [
        {
          displayName: 'File Extension',
          name: 'fileExtension',
          type: 'string',
          default: '',
          placeholder: 'e.g. zip',
          description: 'Extension of the file in the output binary',
        },
        {
          displayName: 'File Name',
          name: 'fileName',
          type: 'string',
          default: '',
          placeholder: 'e.g. data.zip',
          description: 'Name of the file in the output binary',
        },
        {
          displayName: 'Mime Type',
          name: 'mimeType',
          type: 'string',
          default: '',
          placeholder: 'e.g. application/zip',
          description: 'Mime type of the file in the output binary',
        },
        {
          displayName: 'Put Output File in Field',
          name: 'dataPropertyName',
          type: 'string',
          default: 'data',
          placeholder: 'e.g. data',
          description: "By default 'data' is used",
          hint: 'The name of the output binary field to put the file in',
        },
      ],
    },
    {
      displayName: 'File Path and Name',
      name: 'fileName',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. /data/example.jpg',
      description: 'Path and name of the file that should be written. Also include the file extension.',
      displayOptions: write,
    },
    {
      displayName: 'Input Binary Field',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      placeholder: 'e.g. data',
      required: true,
      hint: 'The name of the input binary field containing the file to be written',
      displayOptions: write,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: write,
      options: [
        {
          displayName: 'Append',
          name: 'append',
          type: 'boolean',
          default: false,
          description:
            "Whether to append to an existing file. While it's commonly used with text files, it's not limited to them, however, it wouldn't be applicable for file types that have a specific structure like most binary formats.",
        },
      ],
    },
  ],
};
