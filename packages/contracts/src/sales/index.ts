export * from './filters';
export * from './responses';
export * from './today';
