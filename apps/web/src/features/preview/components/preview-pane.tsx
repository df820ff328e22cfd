import type { RenderedMessage } from '@mailroom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { HeadersList } from './headers-list';
import { HtmlFrame } from './html-frame';
import type { PreviewTab, PreviewWidth } from './preview-params';
import { RenderError } from './render-error';
import { WidthToggle } from './width-toggle';

export function PreviewPane({
  preview,
  masterName,
  tab,
  width,
  onTabChange,
  onWidthChange,
}: {
  preview: UseQueryResult<RenderedMessage>;
  masterName: string;
  tab: PreviewTab;
  width: PreviewWidth;
  onTabChange: (tab: PreviewTab) => void;
  onWidthChange: (width: PreviewWidth) => void;
}) {
  if (preview.isPending) return <Spinner label="Rendering…" />;
  if (preview.isError) return <RenderError error={preview.error} onRetry={() => void preview.refetch()} />;
  const m = preview.data;
  const from = m.headers['friendly-from']
    ? `${m.headers['friendly-from']} <${m.headers.from}>`
    : m.headers.from;
  return (
    <div className="space-y-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">
          <span className="sr-only">Subject: </span>
          {m.headers.subject}
        </p>
        <p className="break-words text-slate-600 dark:text-slate-400">From {from}</p>
        {preview.isFetching && <Spinner label="Rendering again…" />}
      </div>
      <Tabs
        label="Rendered message"
        selected={tab}
        onSelect={(id) => onTabChange(id as PreviewTab)}
        items={[
          {
            id: 'html',
            label: 'HTML',
            content: (
              <div className="space-y-3">
                <WidthToggle value={width} onChange={onWidthChange} />
                <HtmlFrame
                  html={m.html.content}
                  width={width}
                  title={`Rendered HTML of ${masterName} at ${width} width`}
                />
              </div>
            ),
          },
          {
            id: 'text',
            label: 'Text',
            content: (
              <pre className="max-h-[70vh] overflow-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words dark:bg-slate-900">
                {m.text.content || 'The text part is empty.'}
              </pre>
            ),
          },
          { id: 'headers', label: 'Headers', content: <HeadersList headers={m.headers} /> },
        ]}
      />
    </div>
  );
}
