export * from './sessions';
export * from './users';
