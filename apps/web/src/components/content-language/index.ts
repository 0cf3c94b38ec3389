export {
  ContentLanguageSelect,
  type ContentLanguageSelectProps,
  type LanguageChoice,
  type LanguageChoiceValue,
  useLanguageChoice,
} from './content-language-select';
export { isContentLanguage, type LanguageNames, useLanguageNames } from './language-names';
export { MyLanguagesToggle, parseLanguagesParam } from './my-languages-toggle';
