/**
 * Stop and Error (`n8n-nodes-base.stopAndError` v1): fails the execution with a message
 * or an error object, so an error workflow can take over.
 */
import type { IDataObject } from '@sdk/workflow';
import { NodeOperationError, type INodeType } from '../../engine/node-interface';

export const stopAndErrorNode: INodeType = {
  description: {
    displayName: 'Stop and Error',
    name: 'n8n-nodes-base.stopAndError',
    icon: 'fa:exclamation-triangle',
    group: ['input'],
    version: 1,
    description: 'Throw an error in the workflow',
    defaults: { name: 'Stop and Error', color: '#ff0000' },
    inputs: ['main'],
    outputs: [],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['throw', 'error', 'exception'] },
    properties: [
      {
        displayName: 'Error Type',
        name: 'errorType',
        type: 'options',
        options: [
          { name: 'Error Message', value: 'errorMessage' },
          { name: 'Error Object', value: 'errorObject' },
        ],
        default: 'errorMessage',
        description: 'Type of error to throw',
      },
      {
        displayName: 'Error Message',
        name: 'errorMessage',
        type: 'string',
        placeholder: 'An error occurred!',
        default: '',
        required: true,
        displayOptions: { show: { errorType: ['errorMessage'] } },
      },
      {
        displayName: 'Error Object',
        name: 'errorObject',
        type: 'json',
        description: 'Object containing error properties',
        default: '',
        typeOptions: { alwaysOpenEditWindow: true },
        placeholder: '{\n\t"code": "404",\n\t"description": "The resource could not be fetched"\n}',
        required: true,
        displayOptions: { show: { errorType: ['errorObject'] } },
      },
    ],
  },
  async execute() {
    const errorType = this.getNodeParameter('errorType', 0) as string;
    if (errorType === 'errorObject') {
      const raw = this.getNodeParameter('errorObject', 0) as string | IDataObject;
      let object: IDataObject;
      try {
        object = typeof raw === 'string' ? (JSON.parse(raw) as IDataObject) : raw;
      } catch {
        throw new NodeOperationError(this.getNode(), 'Error Object is not valid JSON');
      }
      const message = (object.message ?? object.description ?? object.error ?? JSON.stringify(object)) as string;
      throw new NodeOperationError(this.getNode(), String(message), {
        description: typeof object.description === 'string' ? object.description : undefined,
        context: object,
      });
    }
    throw new NodeOperationError(this.getNode(), this.getNodeParameter('errorMessage', 0) as string);
  },
};
