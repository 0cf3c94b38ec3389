import type { MessageId } from '@one-world/i18n';

/**
 * The texts of blocking (issue 11).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads: these reach
 * only the pages that read them (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas
 * it uses").
 */

/** Texts of blocking (issue 11): the block routes' answers, a profile's and the settings' screens. */
export const BLOCK_MESSAGES = {
  blocked: 'blocks.blocked',
  unblocked: 'blocks.unblocked',
  cannotBlockSelf: 'blocks.cannotBlockSelf',
  /** Follow refused between a blocker and the member they blocked, either way. */
  cannotFollow: 'blocks.cannotFollow',
  /** A message refused between a blocker and the member they blocked, either way. */
  cannotMessage: 'blocks.cannotMessage',
  heading: 'blocks.heading',
  empty: 'blocks.empty',
  unblock: 'blocks.unblock',
  block: 'blocks.block',
  /** The settings section's description. */
  listDescription: 'blocks.listDescription',
  /** The confirm dialog on a profile, before blocking. */
  confirmTitle: 'blocks.confirmTitle',
  confirmDescription: 'blocks.confirmDescription',
  /** What a profile shows instead of the posts of a member the viewer blocked. */
  youBlocked: 'blocks.youBlocked',
  youBlockedHint: 'blocks.youBlockedHint',
} as const satisfies Record<string, MessageId>;
