/** Merge (`n8n-nodes-base.merge`): v1 (v1.ts), v2 and v2.1 (v2.ts), v3, v3.1 and v3.2 (v3.ts). */
export { mergeV1Node } from './v1';
export { mergeNode } from './v2';
export { mergeV3InputCount, mergeV3Node } from './v3';
