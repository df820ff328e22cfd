import { convert } from 'html-to-text';
import { LiquidError, type Liquid, type Template } from 'liquidjs';
import { createEngine, type Part } from './engine';
import type { RenderSources } from './sources';

export interface TemplateParts {
  subject: string;
  html: string;
  text: string;
}

export type Rendered = TemplateParts;

/** A template that cannot be parsed or rendered; the message names the part and the line. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

type Where = 'subject' | Part;

function toTemplateError(err: unknown, where: Where): TemplateError {
  if (err instanceof TemplateError) return err;
  if (err instanceof LiquidError) {
    const [line] = err.token.getPosition();
    const cause = (err.originalError?.message ?? err.message).replace(/, line:\d+, col:\d+$/, '');
    return new TemplateError(`template error in ${where} at line ${line}: ${cause}`);
  }
  return new TemplateError(`template error in ${where}: ${err instanceof Error ? err.message : String(err)}`);
}

/** The text part when the template has none: the HTML as readable text, links shown after their words. */
export const textFromHtml = (html: string) =>
  convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });

export interface CompiledTemplate {
  /** Set when a part does not parse: every render throws it. */
  parseError: TemplateError | undefined;
  render(scope: Record<string, unknown>): Promise<Rendered>;
}

/**
 * Parses the subject, HTML and text of a template once (a job renders it for every recipient). A parse error
 * is kept and thrown by every render, so each record fails with it rather than the whole job.
 */
export function compileTemplate(t: TemplateParts, sources: RenderSources): CompiledTemplate {
  const html = createEngine('html', sources);
  const text = createEngine('text', sources);
  const parse = (engine: Liquid, source: string, where: Where): Template[] | TemplateError => {
    try {
      return engine.parse(source);
    } catch (err) {
      return toTemplateError(err, where);
    }
  };
  const subject = parse(text, t.subject, 'subject');
  const htmlT = parse(html, t.html, 'html');
  const textT = t.text.trim() === '' ? undefined : parse(text, t.text, 'text');
  const run = async (engine: Liquid, tpl: Template[] | TemplateError, scope: object, where: Where) => {
    if (tpl instanceof TemplateError) throw tpl;
    try {
      return String(await engine.render(tpl, scope));
    } catch (err) {
      throw toTemplateError(err, where);
    }
  };
  const parseError = [subject, htmlT, textT].find((t): t is TemplateError => t instanceof TemplateError);
  return {
    parseError,
    async render(scope) {
      const s = (await run(text, subject, scope, 'subject')).replace(/\s+/g, ' ').trim();
      const h = await run(html, htmlT, scope, 'html');
      const x = textT === undefined ? textFromHtml(h) : await run(text, textT, scope, 'text');
      return { subject: s, html: h, text: x };
    },
  };
}
