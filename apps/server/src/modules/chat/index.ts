/**
 * The chat module's public face: the conversation and message routes, which also register the
 * chat's socket events. Nothing else of this folder is imported from outside it.
 */
export { chatRoutes as chatModule } from './chat.routes';
export { contactsRepository } from './contacts.repository';
export { messageTranslationSource } from './translation-source';
