import { layout, PRODUCT_NAME, type RenderedMail } from './layout';

/** The notice to the old address that a change to `newEmail` was asked for. */
export function emailChangeNoticeMail({
  name,
  newEmail,
}: {
  name: string;
  newEmail: string;
}): RenderedMail {
  return layout({
    subject: 'Your email address is being changed',
    heading: `Hello ${name}`,
    paragraphs: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${newEmail}.`,
      'This address stays in use until the new one is confirmed from the link we sent to it.',
    ],
    closing: [
      'If this was not you, sign in and change your password, then set your email address back in Settings.',
    ],
  });
}
