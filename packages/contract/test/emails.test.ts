import { describe, expect, it } from 'vitest';
import {
  MAX_TEST_RECIPIENTS,
  PreviewEmailBodySchema,
  RenderedMessageSchema,
  SendEmailBodySchema,
  TestEmailBodySchema,
} from '../src/index';
import { problem } from './helpers';

const content = { templateId: '1456917' };

describe('POST /emails/send', () => {
  it('defaults transactional and updateProfile to false and keeps recipient subscriptions', () => {
    const body = SendEmailBodySchema.parse({
      content,
      recipients: [
        {
          id: 'ann@x.com',
          email: 'ann@x.com',
          profile: { userAttrs: [{ firstName: 'Ann' }] },
          subscriptions: { add: ['News'], remove: ['*'] },
        },
      ],
    });
    expect(body.transactional).toBe(false);
    expect(body.updateProfile).toBe(false);
    expect(body.recipients[0]!.subscriptions).toEqual({ add: ['News'], remove: ['*'] });
  });

  it('rejects a mixed-case e-mail, naming the field', () => {
    expect(problem(SendEmailBodySchema, { content, recipients: [{ email: 'Ann@X.com' }] })).toBe(
      'recipients[0].email must be lower case (mixed-case e-mail addresses are rejected)',
    );
  });

  it('needs an id or an email per recipient, and an id for each recipient when updateProfile is true', () => {
    expect(problem(SendEmailBodySchema, { content, recipients: [{ profile: { userAttrs: [] } }] })).toBe(
      'recipients[0] must have an id or an email',
    );
    expect(
      problem(SendEmailBodySchema, {
        content,
        updateProfile: true,
        recipients: [{ id: 'a' }, { email: 'b@x.com' }],
      }),
    ).toBe('recipients[1].id is required when updateProfile is true');
  });

  it('requires the template and at least one recipient; transactional must be a boolean', () => {
    expect(problem(SendEmailBodySchema, { recipients: [{ email: 'a@x.com' }] })).toBe('content is required');
    expect(problem(SendEmailBodySchema, { content, recipients: [] })).toBe(
      'recipients must have at least 1 items',
    );
    expect(
      problem(SendEmailBodySchema, { content, transactional: 'yes', recipients: [{ email: 'a@x.com' }] }),
    ).toBe('transactional must be a boolean, not a string');
    expect(
      problem(SendEmailBodySchema, { content: { templateId: 'abc' }, recipients: [{ email: 'a@x.com' }] }),
    ).toBe('content.templateId must be a master id (digits)');
  });

  it('takes responseUri and responseRef in the body too', () => {
    const body = SendEmailBodySchema.parse({
      content,
      recipients: [{ email: 'a@x.com' }],
      responseRef: 'r1',
    });
    expect(body.responseRef).toBe('r1');
    expect(
      problem(SendEmailBodySchema, { content, recipients: [{ email: 'a@x.com' }], responseUri: 'ftp://x' }),
    ).toBe('responseUri must be an http or https URL');
  });
});

describe('POST /emails/test', () => {
  const recipients = (n: number) => Array.from({ length: n }, (_, i) => ({ email: `t${i}@x.com` }));

  it(`accepts up to ${MAX_TEST_RECIPIENTS} recipients and refuses one more`, () => {
    expect(TestEmailBodySchema.safeParse({ content, recipients: recipients(300) }).success).toBe(true);
    expect(problem(TestEmailBodySchema, { content, recipients: recipients(301) })).toBe(
      'recipients must have at most 300 items',
    );
  });

  it('renders for a subscriber with overrides, or for overrides alone', () => {
    const body = TestEmailBodySchema.parse({
      content,
      recipients: recipients(1),
      renderSubscriber: { id: 'ann', profile: { userAttrs: [{ firstName: 'Zoe' }] } },
    });
    expect(body.renderSubscriber).toEqual({ id: 'ann', profile: { userAttrs: [{ firstName: 'Zoe' }] } });
    expect(TestEmailBodySchema.parse({ content, recipients: recipients(1) }).renderSubscriber).toEqual({});
    expect(problem(TestEmailBodySchema, { content, recipients: [{ email: 'QA@x.com' }] })).toMatch(
      /^recipients\[0\]\.email must be lower case/,
    );
  });

  it('rejects a profile attribute object holding two attributes', () => {
    expect(
      problem(TestEmailBodySchema, {
        content,
        recipients: recipients(1),
        renderSubscriber: { profile: { userAttrs: [{ a: 1, b: 2 }] } },
      }),
    ).toBe('renderSubscriber.profile.userAttrs[0] must hold exactly one attribute');
  });
});

describe('POST /emails/preview', () => {
  it('needs the template; a mixed-case subscriber e-mail id is rejected', () => {
    expect(PreviewEmailBodySchema.parse({ content, renderSubscriber: { id: 'ann@x.com' } })).toBeTruthy();
    expect(problem(PreviewEmailBodySchema, { renderSubscriber: { id: 'ann' } })).toBe('content is required');
    expect(problem(PreviewEmailBodySchema, { content, renderSubscriber: { id: 'Ann@x.com' } })).toBe(
      'renderSubscriber.id must be lower case when it is an e-mail address',
    );
  });

  it('answers with the hyphenated header names of the spec', () => {
    const rendered = {
      headers: { subject: 'Hi', 'friendly-from': 'Team', name: 'Welcome', campaign: 'c', from: 'a@x.com' },
      html: { content: '<p>Hi</p>' },
      text: { content: 'Hi' },
    };
    expect(RenderedMessageSchema.parse(rendered)).toEqual(rendered);
    const { 'friendly-from': _, ...without } = rendered.headers;
    expect(RenderedMessageSchema.safeParse({ ...rendered, headers: without }).success).toBe(false);
  });
});
