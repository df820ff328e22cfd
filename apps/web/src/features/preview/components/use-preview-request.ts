import type { PreviewEmailBody, Subscriber } from '@mailroom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useProfileSchema } from '../api/get-profile-schema';
import { toUserAttrs } from './overrides';
import type { PreviewState } from './preview-params';

export type PreviewRequest =
  | { ready: false; waitingFor: 'master' | 'subscriber' | 'schema' | 'unknown-subscriber' }
  | { ready: true; body: PreviewEmailBody; renderedAs: string };

/** What to ask the service to render, once the URL's master, subscriber and overrides are all resolved. */
export function usePreviewRequest(
  state: PreviewState,
  subscriber: UseQueryResult<Subscriber | null>,
): PreviewRequest {
  const schema = useProfileSchema();
  if (!state.master || !state.masterValid) return { ready: false, waitingFor: 'master' };
  if (state.subscriber !== null && subscriber.isPending) return { ready: false, waitingFor: 'subscriber' };
  if (state.subscriber !== null && !subscriber.data)
    return { ready: false, waitingFor: 'unknown-subscriber' };
  // Number attributes are sent as numbers, which needs the schema; without it the service's 400 still explains.
  if (state.overrides.length > 0 && schema.isPending) return { ready: false, waitingFor: 'schema' };
  const userAttrs = toUserAttrs(state.overrides, schema.data);
  const id = subscriber.data?.id;
  const who = id !== undefined ? `as ${id}` : 'with an empty profile';
  const extra = state.overrides.length;
  return {
    ready: true,
    body: {
      content: { templateId: state.master },
      renderSubscriber: {
        ...(id !== undefined && { id }),
        ...(userAttrs.length > 0 && { profile: { userAttrs } }),
      },
    },
    renderedAs: extra > 0 ? `${who} with ${extra === 1 ? '1 override' : `${extra} overrides`}` : who,
  };
}
