export * from './extension-points';
export * from './define-plugin';
export * from './services';
export * from './settings-page-visibility';
