export * from './articles';
export * from './chat';
export * from './posts';
export * from './reports';
export * from './sessions';
export * from './shop';
export * from './users';
