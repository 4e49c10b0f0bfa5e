export * from './extension-points';
export * from './define-plugin';
export * from './services';
