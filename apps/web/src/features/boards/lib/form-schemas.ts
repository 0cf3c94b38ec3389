/**
 * The schemas of a board's forms, imported when a form is first used (`loadFormSchemas`)
 * so that Zod loads with the first comment or edit, not with every board (issue 12). A module of
 * its own, not the contract's index: a dynamic import of the index would make every contract
 * module, and Zod, one chunk with what the entry reads.
 */
export { CreateCommentBody, UpdateCommentBody, UpdatePostBody } from '@one-world/contract';
