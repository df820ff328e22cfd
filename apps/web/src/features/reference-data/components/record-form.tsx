import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DataRecord } from '@mailroom/contract';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import {
  describeColumn,
  readRecordForm,
  type Column,
  type FieldErrors,
  type FormValues,
} from './record-values';

export interface RecordFormProps {
  columns: readonly Column[];
  primaryKey: string[];
  initial: FormValues;
  /** Editing keeps the key: a record's key is its identity, changing it would be a different record. */
  keyLocked: boolean;
  submitLabel: string;
  pending: boolean;
  serverErrors?: FieldErrors | undefined;
  formError?: string | undefined;
  onSubmit: (record: DataRecord) => void;
  onCancel: () => void;
}

function BooleanField(props: {
  column: Column;
  id: string;
  hint: string;
  error?: string | undefined;
  value: string;
}) {
  const { column, id, hint, error, value } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {column.name}
      </label>
      <select
        id={id}
        name={column.name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}
        className={cn(inputClass, error && 'border-red-500 dark:border-red-500')}
      >
        <option value="">{column.nullable ? '(empty)' : 'Choose…'}</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Every column of the dataset, checked against its schema before anything is sent. */
export function RecordForm(props: RecordFormProps) {
  const { columns, primaryKey, initial, keyLocked, submitLabel, pending, serverErrors, formError } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  // After a refused submit the first field in error takes the focus, so it scrolls into view and is announced.
  useEffect(() => {
    if (attempts > 0 || serverErrors)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, serverErrors]);
  const shown = { ...serverErrors, ...errors };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAttempts((n) => n + 1);
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(
      columns.map((c) => {
        const value = data.get(c.name);
        return [c.name, typeof value === 'string' ? value : (initial[c.name] ?? '')];
      }),
    );
    const read = readRecordForm(columns, primaryKey, values);
    setErrors(read.errors ?? {});
    if (read.record) props.onSubmit(read.record);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <div className="max-h-[60vh] space-y-3 overflow-y-auto pr-1">
        {columns.map((column, i) => {
          const isKey = primaryKey.includes(column.name);
          const hint = describeColumn(column, isKey);
          const id = `record-field-${column.name}`;
          if (column.type === 'Boolean')
            return (
              <BooleanField
                key={column.name}
                column={column}
                id={id}
                hint={hint}
                error={shown[column.name]}
                value={initial[column.name] ?? ''}
              />
            );
          return (
            <Field
              key={column.name}
              id={id}
              label={column.name}
              name={column.name}
              defaultValue={initial[column.name] ?? ''}
              readOnly={isKey && keyLocked}
              autoFocus={i === 0 && !(isKey && keyLocked)}
              autoComplete="off"
              inputMode={column.type === 'Number' ? 'decimal' : undefined}
              hint={isKey && keyLocked ? `${hint} · cannot change` : hint}
              error={shown[column.name]}
              className={cn(isKey && keyLocked && '[&_input]:bg-slate-100 dark:[&_input]:bg-slate-800')}
            />
          );
        })}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
