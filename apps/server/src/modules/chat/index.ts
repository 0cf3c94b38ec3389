/**
 * The chat module's public face: the conversation routes. Nothing else of this folder is imported
 * from outside it. (The chat issue adds messages, the lists and the socket events here.)
 */
export { chatRoutes as chatModule } from './chat.routes';
