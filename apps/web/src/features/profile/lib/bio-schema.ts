/**
 * The bio editor's schema, imported when the editor is first used (`about-me.tsx`), so that a
 * profile loads no Zod (issue 12). A module of its own, not the contract's index: a dynamic
 * import of the index would make every contract module, and Zod, one chunk with what the entry
 * reads.
 */
export { BioBody } from '@one-world/contract';
