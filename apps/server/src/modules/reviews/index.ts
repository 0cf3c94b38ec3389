/** The reviews module's public face: its routes. Nothing else of this folder is imported outside. */
export { reviewsRoutes as reviewsModule } from './reviews.routes';
