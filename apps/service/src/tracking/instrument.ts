import type { TrackingUrls } from './tokens';

const ANCHOR_HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gis;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts markup before the last `</body>`, or at the end of a fragment without one. */
function beforeBodyEnd(html: string, markup: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at < 0 ? html + markup : html.slice(0, at) + markup + html.slice(at);
}

/**
 * Makes delivered HTML trackable: every http(s) link becomes a click redirect through `/t/c/<token>/<index>`
 * (the original URLs are kept with the message, which is what makes the redirect closed), an unsubscribe link
 * is added unless the template placed `{{ unsubscribeUrl }}` itself, and a 1x1 open pixel goes last.
 */
export function instrumentHtml(html: string, urls: TrackingUrls): { html: string; links: string[] } {
  const links: string[] = [];
  const out = html.replace(ANCHOR_HREF, (whole, head: string, quote: string, raw: string) => {
    const url = decode(raw.trim());
    if (!/^https?:\/\//i.test(url) || url === urls.unsubscribe) return whole;
    let index = links.indexOf(url);
    if (index < 0) index = links.push(url) - 1;
    return `${head}${quote}${urls.click(index)}${quote}`;
  });
  const hasUnsubscribe = out.includes(escapeHtml(urls.unsubscribe)) || out.includes(urls.unsubscribe);
  const footer = hasUnsubscribe
    ? ''
    : `<p style="font-size:12px;color:#666"><a href="${escapeHtml(urls.unsubscribe)}">Unsubscribe</a></p>`;
  const pixel = `<img src="${urls.open}" width="1" height="1" alt="" style="display:block;border:0">`;
  return { html: beforeBodyEnd(out, footer + pixel), links };
}

/** The text part keeps its own links (no redirect) and gets the unsubscribe URL when it has none. */
export function instrumentText(text: string, urls: TrackingUrls): string {
  return text.includes(urls.unsubscribe)
    ? text
    : `${text.trimEnd()}\n\n--\nUnsubscribe: ${urls.unsubscribe}\n`;
}
