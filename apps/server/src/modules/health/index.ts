/** The health module's public face: `GET /api/health`. */
export { healthRoutes as healthModule } from './health.routes';
