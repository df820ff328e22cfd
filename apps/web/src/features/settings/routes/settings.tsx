import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useHasRole } from '../../../lib/session';
import { AuditPanel } from '../components/audit-panel';
import { ConnectionHealth } from '../components/connection-health';
import { UsersPanel } from '../components/users-panel';

export default function SettingsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const admin = useHasRole('admin');
  const items: TabItem[] = [
    { id: 'connection', label: 'Connection', content: <ConnectionHealth /> },
    ...(admin
      ? [
          { id: 'users', label: 'Users and roles', content: <UsersPanel /> },
          { id: 'audit', label: 'Audit log', content: <AuditPanel /> },
        ]
      : []),
  ];
  const tab = searchParams.get('tab') ?? 'connection';

  return (
    <>
      <PageHeader
        title="Settings"
        description={
          admin
            ? 'The service connection, who may use the console, and what they did.'
            : 'The service connection. Users and the audit log are for admins.'
        }
      />
      <Tabs
        label="Settings"
        items={items}
        selected={tab}
        // Each tab pages its own list: switching starts it from the first page with no filter.
        onSelect={(id) => setSearchParams(id === 'connection' ? {} : { tab: id }, { replace: true })}
      />
    </>
  );
}
