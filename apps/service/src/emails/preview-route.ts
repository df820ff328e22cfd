import { notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { negotiate } from '../platform/negotiate';
import { registerRoute } from '../platform/register';
import { TemplateError, compileTemplate } from '../rendering/render-message';
import { renderScope } from '../rendering/scope';
import { storeSources } from '../rendering/sources';
import { typeUserAttrs } from '../subscribers/attributes';
import { ApiError } from '@mailroom/contract';
import { envelopeHeaders } from './compose';
import { renderPerson } from './render-person';
import { findTemplate } from './template-source';

const PREVIEW_TYPES = ['application/json', 'text/html', 'text/plain'] as const;

/**
 * The personalized message as the template renders it, without tracking (there is no message yet):
 * links are the template's own and `{{ unsubscribeUrl }}` carries `i=preview`.
 */
export function registerPreviewRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.previewEmail,
  )(async ({ body, bu, req }) => {
    const type = negotiate(req.headers.accept, PREVIEW_TYPES, 'the preview');
    const template = await findTemplate(app.db.kysely, bu.id, body.content.templateId);
    if (!template) throw notFound(`content.templateId ${body.content.templateId} names no master`);
    const rs = body.renderSubscriber;
    const attrs = rs.profile
      ? typeUserAttrs(
          rs.profile.userAttrs,
          bu.settings.profileAttributes,
          'renderSubscriber.profile.userAttrs',
        )
      : {};
    const person = await renderPerson(app.db.kysely, bu.id, { id: rs.id, attrs });
    if (!person) throw notFound(`renderSubscriber.id ${rs.id} names no subscriber`);
    const compiled = compileTemplate(
      { subject: template.envelope.subject, html: template.html, text: template.text },
      storeSources(app.db, bu.id),
    );
    const unsubscribeUrl = `${app.config.publicUrl}/u?s=${encodeURIComponent(person.token)}&i=preview`;
    let r;
    try {
      r = await compiled.render(renderScope(person, { messageId: 'preview', unsubscribeUrl }));
    } catch (err) {
      if (err instanceof TemplateError) throw new ApiError('invalid_state', err.message);
      throw err;
    }
    if (type === 'text/html') return { status: 'raw', raw: r.html, contentType: 'text/html; charset=utf-8' };
    if (type === 'text/plain')
      return { status: 'raw', raw: r.text, contentType: 'text/plain; charset=utf-8' };
    return {
      status: 200,
      body: {
        headers: envelopeHeaders(template, r.subject),
        html: { content: r.html },
        text: { content: r.text },
      },
    };
  });
}
