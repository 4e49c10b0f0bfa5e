export * from './create-test-host';
