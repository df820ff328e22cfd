import type { AttributeDef } from '@mailroom/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { OverrideRowErrors } from './overrides';
import type { Override } from './preview-params';

function typeHint(def: AttributeDef | undefined): string | undefined {
  if (!def) return undefined;
  if (def.type === 'Number')
    return def.min !== undefined && def.max !== undefined ? `Number ${def.min} to ${def.max}` : 'Number';
  return def.length !== undefined ? `Text, up to ${def.length} characters` : 'Text';
}

export function OverrideRow({
  index,
  row,
  def,
  errors,
  listId,
  onChange,
  onRemove,
}: {
  index: number;
  row: Override;
  def: AttributeDef | undefined;
  errors: OverrideRowErrors | undefined;
  listId: string;
  onChange: (row: Override) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const hint = typeHint(def);
  const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
      <div>
        <label htmlFor={`${id}-name`} className="sr-only">
          Attribute {index + 1} name
        </label>
        <input
          id={`${id}-name`}
          list={listId}
          value={row.name}
          placeholder="firstName"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={describe(errors?.name && `${id}-name-error`)}
          onChange={(e) => onChange({ ...row, name: e.target.value })}
          className={cn(inputClass, 'font-mono', errors?.name && 'border-red-500 dark:border-red-500')}
        />
        {errors?.name && (
          <p id={`${id}-name-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-value`} className="sr-only">
          Attribute {index + 1} value
        </label>
        <input
          id={`${id}-value`}
          value={row.value}
          placeholder="not set"
          autoComplete="off"
          inputMode={def?.type === 'Number' ? 'numeric' : undefined}
          aria-invalid={errors?.value ? true : undefined}
          aria-describedby={describe(errors?.value && `${id}-value-error`, hint && `${id}-hint`)}
          onChange={(e) => onChange({ ...row, value: e.target.value })}
          className={cn(inputClass, errors?.value && 'border-red-500 dark:border-red-500')}
        />
        {errors?.value && (
          <p id={`${id}-value-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
            {errors.value}
          </p>
        )}
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-1"
        aria-label={`Remove override ${row.name || index + 1}`}
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </li>
  );
}
