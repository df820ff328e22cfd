import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { BlockPartValues } from './block-form-values';

export interface PartFieldsProps {
  index: number;
  /** Only numbered when the block has several parts. */
  numbered: boolean;
  part: BlockPartValues;
  error?: string | undefined;
  onChange: (part: BlockPartValues) => void;
  onRemove?: (() => void) | undefined;
}

const labelClass = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';

export function PartFields({ index, numbered, part, error, onChange, onRemove }: PartFieldsProps) {
  const base = useId();
  const errorId = `${base}-error`;
  const suffix = numbered ? ` (part ${index + 1})` : '';
  const area = cn(inputClass, 'font-mono text-xs', error && 'border-red-500 dark:border-red-500');
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{numbered ? `Part ${index + 1}` : 'Content'}</legend>
      <div>
        <label htmlFor={`${base}-html`} className={labelClass}>
          HTML{suffix}
        </label>
        <textarea
          id={`${base}-html`}
          rows={6}
          value={part.html}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ ...part, html: e.target.value })}
          className={area}
        />
      </div>
      <div>
        <label htmlFor={`${base}-text`} className={labelClass}>
          Text version{suffix}
        </label>
        <textarea
          id={`${base}-text`}
          rows={3}
          value={part.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ ...part, text: e.target.value })}
          className={area}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove part {index + 1}
        </Button>
      )}
    </fieldset>
  );
}
