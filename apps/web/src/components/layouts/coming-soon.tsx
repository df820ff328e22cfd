import { PageHeader } from '../ui/page-header';

/** A screen of the brief that is not built yet: say so plainly rather than show made-up data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-lg border border-dashed border-slate-300 p-8 dark:border-slate-700">
        <p className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          Coming soon
        </p>
        <p className="mt-3 max-w-prose text-sm text-slate-600 dark:text-slate-400">{description}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          This screen is not built yet. Nothing here is real data.
        </p>
      </div>
    </>
  );
}
