/**
 * The search module's public face: `GET /api/search` over posts, articles and members. Nothing
 * else of this folder is imported from outside it.
 */
export { searchRoutes as searchModule } from './search.routes';
