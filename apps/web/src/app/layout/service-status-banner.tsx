import { useServiceHealth, type ServiceHealth } from '../../lib/use-service-health';

const messages: Record<Exclude<ServiceHealth, 'up'>, { title: string; detail: string }> = {
  'service-down': {
    title: 'The messaging service is unreachable.',
    detail:
      'Lists, subscribers and masters cannot be loaded or changed right now. Your pending work is kept and resumes when the service is back; this page recovers by itself.',
  },
  offline: {
    title: 'Mailroom is unreachable.',
    detail: 'Check your connection. This page recovers by itself when Mailroom answers again.',
  },
};

/**
 * A banner under the header while the service (or the console's server) is unreachable. The live region is
 * always rendered, so screen readers announce the banner when it appears.
 */
export function ServiceStatusBanner({ fetcher }: { fetcher?: typeof fetch }) {
  const health = useServiceHealth(fetcher);
  const message = health === 'up' ? undefined : messages[health];
  return (
    <div aria-live="assertive">
      {message && (
        <div
          role="alert"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{message.title}</p>
          <p className="mt-0.5">{message.detail}</p>
        </div>
      )}
    </div>
  );
}
