import { ReportParamsSchema, ReportRequestBodySchema, MasterEventReportSchema } from '../resources/reports';
import { TicketSchema } from '../resources/tickets';
import { AsyncQuerySchema } from '../primitives';
import { defineRoute } from '../route';

const tag = 'Reports';

export const reportRoutes = {
  requestMasterEventReport: defineRoute({
    id: 'requestMasterEventReport',
    method: 'POST',
    path: '/v2/reports/master-events',
    tag,
    access: 'report',
    async: true,
    summary: 'Request a master event report: KPIs and, on request, event lists',
    description:
      'Without a period the report covers the last seven days. The completed ticket names the report ' +
      '(response.reportId and response.location). Opens and clicks peak about 12 hours after delivery.',
    query: AsyncQuerySchema,
    body: ReportRequestBodySchema,
    responses: { 202: TicketSchema },
  }),
  getMasterEventReport: defineRoute({
    id: 'getMasterEventReport',
    method: 'GET',
    path: '/v2/reports/master-events/{id}',
    tag,
    access: 'read',
    summary: 'Read a master event report (kept 7 days, then 404)',
    params: ReportParamsSchema,
    responses: { 200: MasterEventReportSchema },
  }),
};
