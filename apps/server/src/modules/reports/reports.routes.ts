import {
  CreateReportBody,
  CreateReportResponse,
  ErrorResponse,
  REPORT_MESSAGES,
  ReportsPage,
  ReportsQuery,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { toReport, toReportsPage } from './reports.presenter';
import { reportsService } from './reports.service';

/** Reports of posts and users, filed by members and read by admins. */
export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reports = reportsService(ctx);
  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports a post or a user to the moderators',
        body: CreateReportBody,
        response: {
          200: CreateReportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      const report = await reports.fileReport(actor, request.body);
      return { message: REPORT_MESSAGES.submitted, report: toReport(report) };
    },
  );

  app.get(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Filed reports, newest first (admins only)',
        querystring: ReportsQuery,
        response: { 200: ReportsPage, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toReportsPage(await reports.listReports(actor, request.query));
    },
  );
};
