import type { ConsoleRole, ConsoleUser } from '@mailroom/contract';
import { Button } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { RoleSelect } from './role-select';

export interface UsersTableProps {
  users: ConsoleUser[];
  currentUserId: string | undefined;
  busy: boolean;
  onRole: (user: ConsoleUser, role: ConsoleRole) => void;
  onToggleDisabled: (user: ConsoleUser) => void;
  onPassword: (user: ConsoleUser) => void;
}

/** Admins change roles in place; disabling asks first (it signs the user out at once). */
export function UsersTable({
  users,
  currentUserId,
  busy,
  onRole,
  onToggleDisabled,
  onPassword,
}: UsersTableProps) {
  return (
    <Table caption="Dashboard users">
      <thead>
        <tr>
          <Th>E-mail</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>Added</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {users.map((u) => {
          const self = u.id === currentUserId;
          return (
            <tr key={u.id}>
              <Td className="font-medium break-all">
                {u.email}
                {self && <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">(you)</span>}
              </Td>
              <Td>
                <RoleSelect
                  label={`Role of ${u.email}`}
                  value={u.role}
                  disabled={busy || self}
                  onChange={(role) => onRole(u, role)}
                />
              </Td>
              <Td>
                {u.disabled ? (
                  <span className="text-red-700 dark:text-red-400">Disabled</span>
                ) : (
                  <span className="text-emerald-700 dark:text-emerald-400">Active</span>
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(u.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onPassword(u)}>
                    New password<span className="sr-only"> for {u.email}</span>
                  </Button>
                  {!self && (
                    <Button
                      size="sm"
                      variant={u.disabled ? 'secondary' : 'ghost'}
                      disabled={busy}
                      onClick={() => onToggleDisabled(u)}
                    >
                      {u.disabled ? 'Enable' : 'Disable'}
                      <span className="sr-only"> {u.email}</span>
                    </Button>
                  )}
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
