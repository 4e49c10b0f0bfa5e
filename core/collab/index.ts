/** Live collaboration's pure core: the merge rules, the authority that orders steps, and the client that rebases. */
export * from './rebase';
export * from './authority';
export * from './client';
export * from './bus-binding';
