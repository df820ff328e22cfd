import {
  MasterEventReportSchema,
  ReportParamsSchema,
  ReportQuerySchema,
  ReportRequestBodySchema,
} from '../resources/reports';
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
      '(response.reportId and response.location); the report id is the ticket id. An unknown master is a 404. ' +
      'The set of events is fixed when the request is accepted. Opens and clicks peak about 12 hours after delivery.',
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
    description:
      'A 404 while the report is still being computed names its ticket. Event lists are paged with limit ' +
      '(default 1,000, at most 10,000) and offset; each list is ordered oldest first, stable across pages. ' +
      'Extension: with Accept: text/csv the answer is the whole of the event lists (those named by lists, or every ' +
      'list the report was requested with) as one streamed CSV, header kind,subscriberId,time,url,detail, the ' +
      'lists in the order opens, clicks, bounces, unsubscribes; limit, offset and after do not apply to it.',
    params: ReportParamsSchema,
    query: ReportQuerySchema,
    responses: { 200: MasterEventReportSchema },
    produces: ['application/json', 'text/csv'],
  }),
};
