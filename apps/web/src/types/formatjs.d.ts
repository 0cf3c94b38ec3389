import type { MessageId } from '@one-world/i18n';

// react-intl's `formatMessage` and `<FormattedMessage>` take only ids the catalogs have.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
