/** Sticky Note (`n8n-nodes-base.stickyNote` v1): a canvas note; never runs. */
import type { INodeType } from '../../engine/node-interface';

export const stickyNoteNode: INodeType = {
  description: {
    displayName: 'Sticky Note',
    name: 'n8n-nodes-base.stickyNote',
    icon: 'fa:sticky-note',
    group: ['input'],
    version: 1,
    description: 'Make your workflow easier to understand',
    defaults: { name: 'Sticky Note', color: '#FFD233' },
    inputs: [],
    outputs: [],
    properties: [
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        required: true,
        default: "## I'm a note \n**Double click** to edit me. [Guide](https://docs.n8n.io/workflows/sticky-notes/)",
      },
      { displayName: 'Height', name: 'height', type: 'number', required: true, default: 160 },
      { displayName: 'Width', name: 'width', type: 'number', required: true, default: 240 },
      { displayName: 'Color', name: 'color', type: 'number', required: true, default: 1 },
    ],
  },
  async execute() {
    return [this.getInputData()];
  },
};
