import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function HomeCard({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={id} className="font-medium">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
