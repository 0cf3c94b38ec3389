import { MAIL_LIMITS } from '@one-world/contract';
import { layout, PRODUCT_NAME, type RenderedMail } from './layout';

/** "Reset your password": the answer to "Forgot password?"; `link` carries the token. */
export function passwordResetMail({ name, link }: { name: string; link: string }): RenderedMail {
  return layout({
    subject: 'Reset your password',
    heading: `Hello ${name}`,
    paragraphs: [`Someone asked to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: 'Choose a new password', link },
    closing: [
      `The link works for ${MAIL_LIMITS.resetMinutes} minutes and only once.`,
      'If you did not ask for it, you can ignore this message: your password stays the same.',
    ],
  });
}
