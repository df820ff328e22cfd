import type { ContentBlockBody } from '@mailroom/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MAX_PARTS, readBlockForm, type BlockErrors, type BlockPartValues } from './block-form-values';
import { PartFields } from './part-fields';

export interface BlockFormProps {
  initial: { name: string; parts: BlockPartValues[] };
  submitLabel: string;
  pending: boolean;
  serverErrors?: BlockErrors | undefined;
  onSubmit: (body: ContentBlockBody) => void;
  onCancel: () => void;
}

/** Name and parts of a block, for creating and for editing; checked before anything is sent. */
export function BlockForm({
  initial,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: BlockFormProps) {
  const [name, setName] = useState(initial.name);
  const [parts, setParts] = useState<BlockPartValues[]>(initial.parts);
  const [errors, setErrors] = useState<BlockErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  // After a refused submit the first field in error takes the focus, so it scrolls into view and is announced.
  useEffect(() => {
    if (attempts > 0 || serverErrors)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, serverErrors]);
  const shown: BlockErrors = { ...serverErrors, ...errors };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAttempts((n) => n + 1);
    const read = readBlockForm(name, parts);
    setErrors(read.errors ?? {});
    if (read.body) onSubmit(read.body);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
        maxLength={100}
        hint={
          'Templates include the block by this name: {% contentblock "name" %}. Names stay reserved after archiving.'
        }
        error={shown.name}
      />
      {parts.map((part, i) => (
        <PartFields
          key={i}
          index={i}
          numbered={parts.length > 1}
          part={part}
          error={shown.parts?.[i]}
          onChange={(next) => setParts((all) => all.map((p, j) => (j === i ? next : p)))}
          onRemove={parts.length > 1 ? () => setParts((all) => all.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {parts.length < MAX_PARTS && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setParts((all) => [...all, { html: '', text: '' }])}
        >
          Add a part
        </Button>
      )}
      {shown.form && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown.form}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
