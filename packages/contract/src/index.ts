/**
 * The contract's modules build their schemas and constants at top level. A top-level declaration's
 * value must have no side effect: the web build drops the declarations a page does not use
 * (apps/web/build/pure-contract.ts). Setup that must run is a statement, not a declaration.
 */
export * from './account-constants';
export * from './articles';
export * from './block-constants';
export * from './chat';
export * from './chat-constants';
export * from './common';
export * from './constants';
export * from './errors';
export * from './events';
export * from './languages';
export * from './mail';
export * from './mail-constants';
export * from './moderation-constants';
export * from './notifications';
export * from './payments';
export * from './posts';
export * from './quiz';
export * from './quiz-constants';
export * from './realtime';
export * from './report-constants';
export * from './reports';
export * from './review-constants';
export * from './reviews';
export * from './search';
export * from './shop';
export * from './shop-constants';
export * from './users';
