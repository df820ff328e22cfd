import { routes, type PreviewEmailBody } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const previewEmail = (body: PreviewEmailBody, signal?: AbortSignal) =>
  api.call(routes.previewEmail, { body, signal });

// A POST that only reads, so it is a query: the same master, subscriber and overrides come from the cache.
export const previewEmailQueryOptions = (body: PreviewEmailBody) =>
  queryOptions({
    queryKey: ['emails', 'preview', body],
    queryFn: ({ signal }) => previewEmail(body, signal),
    placeholderData: keepPreviousData,
  });

export const usePreviewEmail = (body: PreviewEmailBody | null) =>
  useQuery({
    ...previewEmailQueryOptions(body ?? { content: { templateId: '0' }, renderSubscriber: {} }),
    enabled: body !== null,
  });
