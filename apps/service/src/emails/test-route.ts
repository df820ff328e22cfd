import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptAsync } from '../jobs/accept';
import { registerRoute } from '../platform/register';
import { typeUserAttrs } from '../subscribers/attributes';
import { TEST_JOB, type TestPayload } from './test-job';

export function registerTestRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.testEmail,
  )(async ({ query, body, bu, req }) => {
    const rs = body.renderSubscriber;
    const payload: TestPayload = {
      templateId: body.content.templateId,
      renderSubscriber: {
        id: rs.id,
        attrs: rs.profile
          ? typeUserAttrs(
              rs.profile.userAttrs,
              bu.settings.profileAttributes,
              'renderSubscriber.profile.userAttrs',
            )
          : {},
      },
      recipients: body.recipients.map((r) => r.email),
    };
    return acceptAsync(app, bu, req, {
      kind: TEST_JOB,
      message: `PREVIEW send of master ${payload.templateId} to ${payload.recipients.length} addresses accepted`,
      payload,
      query,
      body,
    });
  });
}
