import type { Master } from '@mailroom/contract';
import { describeTarget } from './target-summary';

export function MasterTargetView({ master }: { master: Master }) {
  if (!master.target)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No target yet: it cannot be enabled.</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="list-disc space-y-1 pl-5">
        {describeTarget(master.target, master.subscription).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">JSON</summary>
        <pre className="mt-2 max-h-96 overflow-auto rounded-md bg-slate-50 p-3 text-xs dark:bg-slate-900">
          {JSON.stringify(master.target, null, 2)}
        </pre>
      </details>
    </div>
  );
}
