import type { TemplateLink } from './wire';

// An attribute value may hold `>` when quoted, so attributes are matched one by one up to the tag's end.
const ANCHOR =
  /<a((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>([\s\S]*?)(?:<\/a\s*>|(?=<a[\s>])|$)/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Links that are not tracked clicks: in-page anchors, mail and phone links, scripts. */
const UNTRACKED = /^(#|mailto:|tel:|sms:|javascript:|data:)/i;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e.startsWith('#')) {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[e.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!map.has(name)) map.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return map;
}

const plainText = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The tracked links of a template: the href of every <a> tag, named by its `name` attribute, else its text,
 * else the URL (an image-only link has no text). Comments, scripts and styles are skipped; the same URL
 * with the same name is listed once. Liquid in a URL (`{{ ... }}`) is kept as written.
 */
export function parseLinks(html: string): TemplateLink[] {
  const source = html.replace(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const links: TemplateLink[] = [];
  const seen = new Set<string>();
  for (const m of source.matchAll(ANCHOR)) {
    const attrs = attributes(m[1] ?? '');
    const url = attrs.get('href')?.trim() ?? '';
    if (url === '' || UNTRACKED.test(url)) continue;
    const name = attrs.get('name')?.trim() || plainText(m[2] ?? '') || url;
    const key = `${url}\n${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ url, name });
  }
  return links;
}
