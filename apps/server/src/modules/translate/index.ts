/**
 * The translate module's public face: `POST /api/translate` and whether translation is
 * available. Nothing else of this folder is imported from outside it.
 */
export { translateRoutes as translateModule } from './translate.routes';
