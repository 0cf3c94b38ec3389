export * from './format';
export * from './issues';
export * from './locales';
export * from './messages';
export * from './numbers';
