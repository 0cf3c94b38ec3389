export * from './constants';
export * from './errors';
export * from './posts';
export * from './realtime';
export * from './reports';
export * from './users';
