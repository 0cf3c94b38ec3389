import {
  CreateReportBody,
  CreateReportResponse,
  ErrorResponse,
  MyReportsPage,
  PageQuery,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  ReportsPage,
  ReportsQuery,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { perMemberReportLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { toMyReportsPage, toReport, toReportsPage } from './reports.presenter';
import { reportsService } from './reports.service';

/** Reports of posts, comments and members, filed by members and read by admins. */
export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reports = reportsService(ctx);
  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports a post, a comment or a member to the moderators',
        description:
          'One member reports one thing once (409 the second time), and at most ' +
          `${REPORT_LIMITS.perHour} things an hour (429).`,
        body: CreateReportBody,
        response: {
          200: CreateReportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: perMemberReportLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      const report = await reports.fileReport(actor, request.body);
      return { message: request.translator.t(REPORT_MESSAGES.submitted), report: toReport(report) };
    },
  );

  app.get(
    '/reports/mine',
    {
      schema: {
        tags: ['reports'],
        summary: "The signed-in member's own reports, newest first, with their state",
        querystring: PageQuery,
        response: { 200: MyReportsPage, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toMyReportsPage(await reports.listMyReports(actor, request.query));
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
