export * from './filters';
export * from './responses';
