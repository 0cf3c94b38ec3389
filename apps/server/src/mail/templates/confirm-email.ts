import { MAIL_LIMITS } from '@one-world/contract';
import { layout, PRODUCT_NAME, type RenderedMail } from './layout';

/** "Confirm your email": sent at sign-up and by "Send again"; `link` carries the token. */
export function confirmEmailMail({ name, link }: { name: string; link: string }): RenderedMail {
  return layout({
    subject: 'Confirm your email',
    heading: `Welcome to ${PRODUCT_NAME}, ${name}`,
    paragraphs: ['Please confirm that this is your email address.'],
    action: { label: 'Confirm your email', link },
    closing: [
      `The link works for ${MAIL_LIMITS.confirmHours} hours and only once.`,
      `If you did not sign up for ${PRODUCT_NAME}, you can ignore this message.`,
    ],
  });
}
