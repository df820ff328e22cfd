import type { MasterTemplate } from '@mailroom/contract';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

/** Envelope and content. The HTML runs in a frame with every sandbox permission withheld: no scripts, forms or navigation. */
export function MasterTemplateView({ template }: { template: MasterTemplate }) {
  const { envelope: e, content } = template;
  const from = e.fromFriendly ? `${e.fromFriendly} <${e.from}>` : e.from;
  return (
    <div className="space-y-4">
      <dl className="text-sm">
        <Row label="Subject" value={e.subject} />
        <Row label="From" value={from} />
        <Row label="Name" value={e.name} />
        <Row label="Campaign" value={e.campaign} />
        <Row label="Keywords" value={e.keywords.split('|').filter(Boolean).join(', ')} />
        <Row label="Encoding" value={e.encoding} />
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-medium">HTML</h3>
        {content.html ? (
          <iframe
            title="HTML content"
            sandbox=""
            srcDoc={content.html}
            className="h-96 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
          />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">No HTML part.</p>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-medium">Text</h3>
        {content.text ? (
          <pre className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:bg-slate-900">
            {content.text}
          </pre>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            No text part: one is generated from the HTML when sent.
          </p>
        )}
      </div>
    </div>
  );
}
