import { consoleRoles, type ConsoleRole } from '@mailroom/contract';
import { inputClass } from '../../../components/ui/field';

export const roleHelp: Record<ConsoleRole, string> = {
  viewer: 'reads everything',
  editor: 'also sends, edits, imports and requests reports',
  admin: 'also manages users and reads the audit log',
};

export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  label,
}: {
  id?: string;
  value: ConsoleRole;
  onChange: (role: ConsoleRole) => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as ConsoleRole)}
      className={`${inputClass} w-auto py-1.5`}
    >
      {consoleRoles.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}
