import { ContentBlockNameSchema, type ContentBlockBody } from '@mailroom/contract';

export interface BlockPartValues {
  html: string;
  text: string;
}
export interface BlockErrors {
  name?: string;
  /** Per part index. */
  parts?: Record<number, string>;
  form?: string;
}

export const MAX_PARTS = 20;
const MAX_PART_CHARS = 1_000_000;

/** The form's values as the body the service takes, or what is wrong with them in words per field. */
export function readBlockForm(
  name: string,
  parts: BlockPartValues[],
): { body: ContentBlockBody; errors?: undefined } | { body?: undefined; errors: BlockErrors } {
  const errors: BlockErrors = {};
  const trimmed = name.trim();
  if (trimmed === '') errors.name = 'Enter a name.';
  else if (!ContentBlockNameSchema.safeParse(trimmed).success)
    errors.name =
      'Use 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit (no spaces).';
  const partErrors: Record<number, string> = {};
  parts.forEach((part, i) => {
    if (part.html.trim() === '' && part.text.trim() === '')
      partErrors[i] = 'Give this part HTML, text or both.';
    else if (part.html.length > MAX_PART_CHARS || part.text.length > MAX_PART_CHARS)
      partErrors[i] = 'HTML and text are at most 1,000,000 characters each.';
  });
  if (Object.keys(partErrors).length > 0) errors.parts = partErrors;
  if (parts.length === 0) errors.form = 'A block needs at least one part.';
  if (errors.name || errors.parts || errors.form) return { errors };
  return { body: { name: trimmed, body: parts.map((p) => ({ html: p.html, text: p.text })) } };
}

/** The service's name problems start with `name "…"`: show them on the name field, the rest on the form. */
export const serverBlockErrors = (message: string): BlockErrors =>
  message.startsWith('name ') ? { name: message } : { form: message };
