import type { RenderedMessage } from '@mailroom/contract';

type Headers = RenderedMessage['headers'];

function address(friendly: string | undefined, email: string | undefined) {
  if (!email) return '';
  return friendly ? `${friendly} <${email}>` : email;
}

/** The envelope as the recipient's client would show it, then the remaining wire headers as they are. */
export function HeadersList({ headers: h }: { headers: Headers }) {
  const rows: [string, string][] = [
    ['Subject', h.subject],
    ['From', address(h['friendly-from'], h.from)],
    ['Reply-To', address(h['reply-to-friendly'], h['reply-to'])],
    ['Name', h.name],
    ['Campaign', h.campaign],
    ['Keywords', (h.keywords ?? '').split('|').filter(Boolean).join(', ')],
    ['Encoding', h.encoding ?? ''],
  ];
  return (
    <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-2 sm:grid-cols-[9rem_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="min-w-0 break-words">
            {value || <span className="text-slate-500 dark:text-slate-400">—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
