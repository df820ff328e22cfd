/** Words that say why a request failed, for messages that name no field (a malformed body, a wrong key). */
const reasons =
  /\b(must|required|unknown|not|no|invalid|malformed|missing|empty|exceeds?|larger|too|only|cannot|already|deeper|unsupported|send|expected|does)\b/i;
const locations = /\b(body|query|path|URL|JSON|header|Api-User|api-key|Content-Type|request)\b/i;

/**
 * Why a response breaks the error contract, or undefined when it is fine: no 5xx, and every 4xx a JSON
 * `{code, message}` with a known code and a message naming the field or the reason.
 */
export function errorProblem(
  o: { status: number; contentType: string; text: string; req: { names: string[] } },
  codes: readonly string[],
): string | undefined {
  if (o.status >= 500) return `answered ${o.status}: ${o.text.slice(0, 500)}`;
  if (o.status < 400) return undefined;
  if (!o.contentType.startsWith('application/json'))
    return `${o.status} with content-type ${o.contentType}: ${o.text.slice(0, 200)}`;
  let body: any;
  try {
    body = JSON.parse(o.text);
  } catch {
    return `${o.status} body is not JSON: ${o.text.slice(0, 200)}`;
  }
  if (!body || typeof body.code !== 'string' || typeof body.message !== 'string')
    return `${o.status} body is not {code, message}: ${o.text.slice(0, 200)}`;
  if (!codes.includes(body.code)) return `unknown error code ${body.code}`;
  const m: string = body.message;
  if (m.length < 8) return `message too short to name the problem: ${JSON.stringify(m)}`;
  if (/\[object Object\]|\n\s+at /.test(m)) return `message leaks internals: ${m.slice(0, 200)}`;
  const named = o.req.names.some((n) => n.length > 1 && m.includes(n));
  if (!named && !reasons.test(m) && !locations.test(m))
    return `message names neither a field nor a reason: ${m.slice(0, 200)}`;
  return undefined;
}
