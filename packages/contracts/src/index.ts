export * from './dimensions';
export * from './envelope';
export * from './health';
