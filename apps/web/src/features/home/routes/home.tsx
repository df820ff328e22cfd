import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { LatestMasters } from '../components/latest-masters';
import { PendingTickets } from '../components/pending-tickets';
import { QuickLookup } from '../components/quick-lookup';

const shortcuts = [
  {
    to: paths.targetLists,
    title: 'Target lists',
    text: 'Browse, create, rename and archive lists; add and remove members.',
  },
  {
    to: paths.subscribers,
    title: 'Look up a subscriber',
    text: 'By e-mail, id, or the s and i values of a tracking link.',
  },
];

export default function HomeRoute() {
  return (
    <>
      <PageHeader title="Home" description="Start from a task, or pick a screen in the navigation." />
      <div className="mb-6 max-w-xl">
        <QuickLookup />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="block h-full rounded-lg border border-slate-200 p-5 hover:border-indigo-400 hover:bg-indigo-50/40 dark:border-slate-800 dark:hover:border-indigo-600 dark:hover:bg-indigo-950/40"
            >
              <span className="font-medium">{s.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <PendingTickets />
        <LatestMasters />
      </div>
    </>
  );
}
