export { intlLocale } from '@one-world/i18n';
export {
  activeLocale,
  isActiveId,
  loadFormatterData,
  translateText,
} from './active';
export { type LocaleState, useLocale, useT, useText } from './context';
export { LocaleProvider } from './locale-provider';
