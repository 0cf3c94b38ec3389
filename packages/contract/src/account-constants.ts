/**
 * The account's constants: the export's file name and the member deleted accounts leave behind.
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads, nor of
 * `users.ts`, whose chunk holds schemas: these reach only the pages that read them
 * (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas it uses").
 */

/** The file name the export is downloaded as. */
export const ACCOUNT_EXPORT_FILE_NAME = 'one-world-data.json';

/**
 * Who a deleted member's kept posts are shown under (posts that others commented on stay, so the
 * conversation under them does; everything else of the member is erased). Its profile is a 404.
 */
export const DELETED_MEMBER = {
  id: '00000000-0000-4000-8000-0000000de1ed',
  name: 'Deleted member',
} as const;
