import { z } from 'zod';

/** Renders a zod issue path the way a caller wrote it: `recipients[0].email`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/**
 * One sentence for the first problems of a failed parse, each naming its field:
 * "limit must be an integer from 0 to 100". `where` names the part of the request for root-level issues.
 */
export function describeIssues(error: z.ZodError, where: string): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const path = formatPath(issue.path);
    // A root-level array item reads as `body[0].id`, not `[0].id`.
    const subject = path === '' ? where : path.startsWith('[') ? `${where}${path}` : path;
    return `${subject} ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more problems)` : '';
  return parts.join('; ') + more;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const t = typeof value;
  if (t === 'object') return 'an object';
  if (t === 'undefined') return 'missing';
  return `a ${t}`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Messages written as predicates, so "<field> <message>" reads as a sentence. Custom messages given to a
 * schema (`{ error: 'must be ...' }`) take precedence over these.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        return `must be ${article(issue.expected)}, not ${typeName(issue.input)}`;
      case 'too_small':
        if (issue.origin === 'string')
          return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
        if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
        return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
        if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
        return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
      case 'invalid_value':
        return `must be one of: ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `has unknown fields: ${issue.keys.join(', ')}`;
      case 'invalid_format':
        return `must be a valid ${issue.format}`;
      case 'invalid_union':
        return 'does not match any allowed shape';
      default:
        return undefined;
    }
  },
});
