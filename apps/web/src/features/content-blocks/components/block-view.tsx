import type { ContentBlock } from '@mailroom/contract';
import { useId, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { BlockPreview } from './block-preview';

const pre =
  'max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-words text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200';

/** The rendered HTML, the text version and the HTML source of one part, with a part picker when there are several. */
export function BlockView({ block }: { block: ContentBlock }) {
  const [tab, setTab] = useState('preview');
  const [index, setIndex] = useState(0);
  const pickerId = useId();
  const part = block.body[index] ?? block.body[0] ?? { html: '', text: '' };

  return (
    <div className="space-y-3">
      {block.body.length > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={pickerId} className="font-medium">
            Part
          </label>
          <select
            id={pickerId}
            value={index}
            onChange={(e) => setIndex(Number(e.target.value))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          >
            {block.body.map((_, i) => (
              <option key={i} value={i}>
                {i + 1} of {block.body.length}
              </option>
            ))}
          </select>
          <span className="text-slate-600 dark:text-slate-400">Templates include the first part.</span>
        </div>
      )}
      <Tabs
        label={`Content of ${block.name}`}
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'preview', label: 'Preview', content: <BlockPreview name={block.name} html={part.html} /> },
          {
            id: 'text',
            label: 'Text version',
            content: part.text ? (
              <pre className={pre}>{part.text}</pre>
            ) : (
              <p className="text-sm">No text version.</p>
            ),
          },
          {
            id: 'source',
            label: 'HTML source',
            content: part.html ? <pre className={pre}>{part.html}</pre> : <p className="text-sm">No HTML.</p>,
          },
        ]}
      />
    </div>
  );
}
