/** The reports module's public face: filing reports and the admins' list. */
export { reportsRoutes as reportsModule } from './reports.routes';
