/** Split In Batches v1, v2 and Loop Over Items (v3): one implementation per version. */
export { splitInBatchesV1Node } from './v1';
export { splitInBatchesV2Node } from './v2';
export { splitInBatchesV3Node } from './v3';
