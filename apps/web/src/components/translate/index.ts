/**
 * The Translate control of posts, comments, articles and chat messages (issue 17), shared by the
 * features that show them: `useItemTranslation` in the host, `translation.text ?? original` where
 * the text is, and `<TranslateButton translation={translation} />` beside it.
 */
export { TranslateButton } from './translate-button';
export {
  type ItemTranslation,
  type TranslatableItem,
  useItemTranslation,
} from './use-item-translation';
