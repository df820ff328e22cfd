import { z } from 'zod';
import { AsyncQuerySchema } from '../primitives';
import { TicketSchema } from '../resources/tickets';
import {
  DivisionSubscriptionSchema,
  PutSubscriberBodySchema,
  PutSubscriptionsBodySchema,
  SearchBodySchema,
  SearchQuerySchema,
  SubscriberGetQuerySchema,
  SubscriberImportBodySchema,
  SubscriberParamsSchema,
  SubscriberSchema,
  SubscriberSchemaViewSchema,
  SubscribersPageSchema,
  SubscribersQuerySchema,
  SubscriptionParamsSchema,
  SubscriptionsSchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
  UpdateSubscriberBodySchema,
} from '../resources/subscribers';
import { defineRoute } from '../route';

const tag = 'Subscribers';

export const subscriberRoutes = {
  listSubscribers: defineRoute({
    id: 'listSubscribers',
    method: 'GET',
    path: '/v2/subscribers',
    tag,
    access: 'read',
    summary: 'Page through subscribers, look one up by email, id or s+i, or read the profile schema',
    description:
      'email forces view full; s and i are echoed in the envelope; 404 when a look-up matches nothing.',
    query: SubscribersQuerySchema,
    responses: { 200: z.union([SubscribersPageSchema, SubscriberSchemaViewSchema]) },
  }),
  searchSubscribers: defineRoute({
    id: 'searchSubscribers',
    method: 'POST',
    path: '/v2/subscribers/search',
    tag,
    access: 'read',
    summary: 'Search subscribers by profile attributes, subscriptions and messages received',
    description:
      'Criteria AND, the values of one criterion OR. Fields: profile.userAttrs.<name> (exact, typed by the ' +
      'schema; null = not set), subscriptions.current ([{"<division>": "subscribed"|"unsubscribed"}], a current ' +
      'state row), messages.templateId (non-test messages), email, id. Unknown fields are a 400 naming them.',
    query: SearchQuerySchema,
    body: SearchBodySchema,
    responses: { 200: SubscribersPageSchema },
  }),
  unsubscribe: defineRoute({
    id: 'unsubscribe',
    method: 'POST',
    path: '/v2/subscribers/unsubscribe',
    tag,
    access: 'write',
    summary: 'Unsubscribe with the s and i values of an unsubscribe link',
    description:
      'Unsubscribes the division of message i (every division when it has none) and records one unsubscribe ' +
      'event for the message (not repeated). An opt-out is honoured even for a dead subscriber. 400 when s or i ' +
      'do not match.',
    body: UnsubscribeBodySchema,
    responses: { 200: UnsubscribeResponseSchema },
  }),
  importSubscribers: defineRoute({
    id: 'importSubscribers',
    method: 'POST',
    path: '/v2/subscribers/import',
    tag,
    access: 'import',
    async: true,
    summary: 'Create or update many subscribers in the background',
    description:
      'Records are validated one by one: a bad record fails with status 400 naming the field; an id repeated ' +
      'within the import fails with 409. resubscribe=false (default) leaves divisions a person unsubscribed from ' +
      'alone. Per-record subscriptions/targetLists replace the defaults.',
    query: AsyncQuerySchema,
    body: SubscriberImportBodySchema,
    responses: { 202: TicketSchema },
  }),
  getSubscriber: defineRoute({
    id: 'getSubscriber',
    method: 'GET',
    path: '/v2/subscribers/{id}',
    tag,
    access: 'read',
    summary: 'Read one subscriber (view full by default); ETag header',
    params: SubscriberParamsSchema,
    query: SubscriberGetQuerySchema,
    responses: { 200: SubscriberSchema },
  }),
  putSubscriber: defineRoute({
    id: 'putSubscriber',
    method: 'PUT',
    path: '/v2/subscribers/{id}',
    tag,
    access: 'write',
    summary: 'Create (201) or fully replace (200) a subscriber; a different body id renames',
    description:
      'Omitted profile attributes are removed; omitted subscriptions stay as they are. An id already taken ' +
      'answers 409 conflict; renaming an unknown id answers 404. While dead only profile attributes may change ' +
      '(400 invalid_state) unless dead=false revives in the same call; dead=true cannot be set. ' +
      'If-Match mismatch: 409 etag_mismatch.',
    params: SubscriberParamsSchema,
    body: PutSubscriberBodySchema,
    responses: { 200: SubscriberSchema, 201: SubscriberSchema },
  }),
  updateSubscriber: defineRoute({
    id: 'updateSubscriber',
    method: 'POST',
    path: '/v2/subscribers/{id}/update',
    tag,
    access: 'write',
    summary: 'Partially update a subscriber: attributes, subscriptions, target lists, dead flag',
    description:
      'subscriptions and targetLists: memberOf is the complete set (add/remove ignored), otherwise remove ' +
      '("*" = all) runs before add. Dead rules and If-Match as for PUT.',
    params: SubscriberParamsSchema,
    body: UpdateSubscriberBodySchema,
    responses: { 200: SubscriberSchema },
  }),
  getSubscriptions: defineRoute({
    id: 'getSubscriptions',
    method: 'GET',
    path: '/v2/subscribers/{id}/subscriptions',
    tag,
    access: 'read',
    summary: 'Current subscription states, former subscriptions and every event',
    params: SubscriberParamsSchema,
    responses: { 200: SubscriptionsSchema },
  }),
  putSubscriptions: defineRoute({
    id: 'putSubscriptions',
    method: 'PUT',
    path: '/v2/subscribers/{id}/subscriptions',
    tag,
    access: 'write',
    summary: 'Set the complete set of subscribed divisions',
    params: SubscriberParamsSchema,
    body: PutSubscriptionsBodySchema,
    responses: { 200: SubscriptionsSchema },
  }),
  deleteSubscriptions: defineRoute({
    id: 'deleteSubscriptions',
    method: 'DELETE',
    path: '/v2/subscribers/{id}/subscriptions',
    tag,
    access: 'write',
    summary: 'Unsubscribe from every division (the subscriber stays)',
    params: SubscriberParamsSchema,
    responses: { 204: null },
  }),
  getSubscription: defineRoute({
    id: 'getSubscription',
    method: 'GET',
    path: '/v2/subscribers/{id}/subscriptions/{name}',
    tag,
    access: 'read',
    summary: "One division's state and its event history",
    description:
      'A division never subscribed answers state unsubscribed with no events. Division names match in any case.',
    params: SubscriptionParamsSchema,
    responses: { 200: DivisionSubscriptionSchema },
  }),
  putSubscription: defineRoute({
    id: 'putSubscription',
    method: 'PUT',
    path: '/v2/subscribers/{id}/subscriptions/{name}',
    tag,
    access: 'write',
    summary: 'Subscribe to one division',
    params: SubscriptionParamsSchema,
    bodyOptional: true,
    responses: { 200: DivisionSubscriptionSchema },
  }),
  deleteSubscription: defineRoute({
    id: 'deleteSubscription',
    method: 'DELETE',
    path: '/v2/subscribers/{id}/subscriptions/{name}',
    tag,
    access: 'write',
    summary: 'Unsubscribe from one division',
    params: SubscriptionParamsSchema,
    responses: { 200: DivisionSubscriptionSchema },
  }),
};
