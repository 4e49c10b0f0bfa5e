export * from './modal-stack';
export * from './notification-center';
export * from './confirm-queue';
export * from './memory-navigation';
export * from './copy-text';
