import type { PreviewWidth } from './preview-params';
import { widthPixels } from './width-toggle';

/**
 * The rendered HTML in a frame with every sandbox permission withheld: no scripts, forms, pop-ups or
 * navigation, and a unique origin, so a template can never reach the console or its session.
 */
export function HtmlFrame({ html, width, title }: { html: string; width: PreviewWidth; title: string }) {
  const px = widthPixels[width];
  return (
    // Phone and tablet keep their real width on a narrow screen: the frame scrolls sideways instead.
    <div className="overflow-x-auto rounded-md bg-slate-100 p-2 dark:bg-slate-900">
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        style={px ? { width: px } : undefined}
        className="mx-auto block h-[70vh] min-h-96 w-full rounded border border-slate-200 bg-white dark:border-slate-700"
      />
    </div>
  );
}
