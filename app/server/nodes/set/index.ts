/** Set / Edit Fields (`n8n-nodes-base.set`): v1-v2 and v3-v3.4. */
export { setV1Node } from './set-v1';
export { setV3Node } from './set-v3';
