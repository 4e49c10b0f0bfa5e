export * from './email';
export * from './password';
export * from './names';
