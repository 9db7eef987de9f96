export * from './dimensions';
export * from './envelope';
export * from './health';
export * from './menu';
export * from './messages';
export * from './portal-config';
export * from './sales';
export * from './session';
