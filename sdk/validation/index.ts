export * from './email';
export * from './password';
