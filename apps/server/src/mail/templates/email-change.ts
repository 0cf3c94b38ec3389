import { MAIL_LIMITS } from '@one-world/contract';
import { layout, PRODUCT_NAME, type RenderedMail } from './layout';

/** "Confirm your new email address": sent to the new address; `link` carries the token. */
export function emailChangeMail({
  name,
  newEmail,
  link,
}: {
  name: string;
  newEmail: string;
  link: string;
}): RenderedMail {
  return layout({
    subject: 'Confirm your new email address',
    heading: `Hello ${name}`,
    paragraphs: [
      `You asked to use ${newEmail} for your ${PRODUCT_NAME} account. The change takes effect when you confirm it.`,
    ],
    action: { label: 'Confirm the new address', link },
    closing: [
      `The link works for ${MAIL_LIMITS.confirmHours} hours and only once.`,
      'If you did not ask for this, ignore this message: your address stays the same.',
    ],
  });
}
