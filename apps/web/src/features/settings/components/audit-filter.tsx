import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { formText } from '../../../lib/form-data';

// Actions the BFF names itself; proxied calls are recorded under their contract route id (e.g. testEmail).
const knownActions = [
  'session.sign-in',
  'session.sign-out',
  'user.create',
  'user.update',
  'testEmail',
  'sendEmail',
];

export function AuditFilter({ action, onChange }: { action: string; onChange: (action: string) => void }) {
  const id = useId();
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onChange(formText(e.currentTarget, 'action').trim());
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      role="search"
      aria-label="Filter the audit log"
    >
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
          Action
        </label>
        <input
          id={id}
          name="action"
          list={`${id}-actions`}
          defaultValue={action}
          placeholder="e.g. user.update"
          className={`${inputClass} w-64`}
        />
        <datalist id={`${id}-actions`}>
          {knownActions.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      {action && (
        <Button variant="ghost" onClick={() => onChange('')}>
          Clear
        </Button>
      )}
    </form>
  );
}
