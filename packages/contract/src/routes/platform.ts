import { AsyncResultQuerySchema, AsyncResultSchema } from '../resources/async-results';
import { CompanySchema, PingSchema } from '../resources/company';
import { TicketIdParamsSchema, TicketSchema } from '../resources/tickets';
import { defineRoute } from '../route';

export const platformRoutes = {
  ping: defineRoute({
    id: 'ping',
    method: 'GET',
    path: '/v2/company/ping',
    tag: 'Company',
    access: 'read',
    summary: 'Health: the API and its database are available',
    responses: { 200: PingSchema },
  }),
  getCompany: defineRoute({
    id: 'getCompany',
    method: 'GET',
    path: '/v2/company',
    tag: 'Company',
    access: 'read',
    summary: 'Company settings: divisions, from and reply-to addresses, encodings',
    responses: { 200: CompanySchema },
  }),
  getTicket: defineRoute({
    id: 'getTicket',
    method: 'GET',
    path: '/v2/tickets/{id}',
    tag: 'Tickets',
    access: 'read',
    summary: 'State and events of an asynchronous request (kept 4 days)',
    params: TicketIdParamsSchema,
    responses: { 200: TicketSchema },
  }),
  getAsyncResult: defineRoute({
    id: 'getAsyncResult',
    method: 'GET',
    path: '/v2/async-results/{id}',
    tag: 'Async results',
    access: 'read',
    summary: 'Record-level outcome of an asynchronous request',
    params: TicketIdParamsSchema,
    query: AsyncResultQuerySchema,
    responses: { 200: AsyncResultSchema },
  }),
};
