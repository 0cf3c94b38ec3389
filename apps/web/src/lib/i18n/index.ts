export {
  activeLocale,
  intlLocale,
  isActiveId,
  loadFormatterData,
  translateText,
} from './active';
export { type LocaleState, useLocale, useT, useText } from './context';
export { LocaleProvider } from './locale-provider';
