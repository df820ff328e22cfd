/**
 * The block's HTML in a frame with every sandbox restriction (sandbox=""): no scripts, no forms, no
 * same-origin access to the console, no top navigation. A block is untrusted markup written by any editor.
 */
export function BlockPreview({ name, html }: { name: string; html: string }) {
  if (html.trim() === '')
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This part has no HTML, only a text version.
      </p>
    );
  // E-mail HTML is designed on white whatever the console's theme, so the frame keeps its own page.
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:16px;font-family:system-ui,sans-serif;color:#111;background:#fff}</style></head><body>${html}</body></html>`;
  return (
    <div className="space-y-2">
      <iframe
        title={`Preview of ${name}`}
        sandbox=""
        srcDoc={doc}
        className="h-64 w-full resize-y rounded-md border border-slate-300 bg-white dark:border-slate-700"
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Liquid tags such as <code>{'{{ unsubscribeUrl }}'}</code> show as written; a master fills them in when
        it renders. Links do nothing in this preview.
      </p>
    </div>
  );
}
