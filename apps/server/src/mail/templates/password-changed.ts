import { layout, PRODUCT_NAME, type RenderedMail } from './layout';

/** "Your password was changed": tells the member, with a way back if it was not them. */
export function passwordChangedMail({
  name,
  resetLink,
}: {
  name: string;
  resetLink: string;
}): RenderedMail {
  return layout({
    subject: 'Your password was changed',
    heading: `Hello ${name}`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every device was signed out.`,
      'If this was you, there is nothing more to do.',
    ],
    closing: ['If it was not you, reset your password now:', resetLink],
  });
}
