import { createServiceToken } from '@sdk';

/**
 * What other plugins may use of the word-count plugin. They import this file
 * as '@plugins/word-count/api' (when the plugin lives under plugins/), never
 * its internals.
 */

/** Words on the canvas of the open workflow. */
export interface WordCount {
  /** Words in the names of the workflow's nodes, sticky notes left out. */
  readonly nodeNames: number;
  /** Words in the text of its sticky notes. */
  readonly stickyNotes: number;
  readonly total: number;
}

export interface IWordCountService {
  /** Counts the words of the open workflow as it is now. */
  count(): WordCount;
}

/** Token for {@link IWordCountService}: an interface and a same-named constant. */
export const IWordCountService = createServiceToken<IWordCountService>('IWordCountService');
