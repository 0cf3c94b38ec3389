export * from './common';
export * from './constants';
export * from './errors';
export * from './events';
export * from './posts';
export * from './realtime';
export * from './reports';
export * from './users';
