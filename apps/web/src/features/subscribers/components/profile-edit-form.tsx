import type { AttributeDef, Subscriber } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import { useUpdateSubscriber } from '../api/update-subscriber';
import {
  attrField,
  emailProblem,
  profileUpdate,
  profileValuesOf,
  type ProfileErrors,
  type ProfileValues,
} from './edit-values';
import { SaveError } from './save-error';

// Years read as 1900, not 1,900; big bounds get separators.
const bound = (v: number) => (Math.abs(v) >= 10_000 ? formatNumber(v) : String(v));

function hintOf(def: AttributeDef): string {
  const range =
    def.type === 'Number'
      ? [def.min !== undefined && `from ${bound(def.min)}`, def.max !== undefined && `to ${bound(def.max)}`]
          .filter(Boolean)
          .join(' ')
      : def.length !== undefined
        ? `up to ${def.length} ${def.length === 1 ? 'character' : 'characters'}`
        : '';
  return [
    def.description,
    `${def.type === 'Number' ? 'Whole number' : 'Text'}${range ? ` ${range}` : ''}`,
    'empty clears it',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ProfileEditForm({
  subscriber,
  defs,
  onDone,
  onReload,
}: {
  subscriber: Subscriber;
  defs: AttributeDef[];
  onDone: (saved?: Subscriber) => void;
  onReload: () => void;
}) {
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(subscriber, defs));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [nothing, setNothing] = useState(false);
  const update = useUpdateSubscriber();
  const notify = useToast();

  function submit(e: FormEvent) {
    e.preventDefault();
    setNothing(false);
    const parsed = profileUpdate(subscriber, defs, values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    if (!parsed.body) return setNothing(true);
    update.mutate(
      { id: subscriber.id, etag: subscriber.ETag, body: parsed.body },
      {
        onSuccess: (saved) => {
          notify('Saved the profile.');
          onDone(saved);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Edit the profile" className="space-y-4">
      <Field
        label="E-mail"
        type="email"
        value={values.email}
        onChange={(e) => {
          const email = e.target.value;
          setValues((v) => ({ ...v, email }));
          // Upper case is caught as it is typed, not only on save.
          setErrors((all) => ({
            ...all,
            email: email === email.toLowerCase() ? undefined : emailProblem(email),
          }));
        }}
        error={errors.email}
        disabled={subscriber.dead}
        hint={
          subscriber.dead ? 'A dead subscriber’s e-mail cannot change: revive it first.' : 'Lower case only.'
        }
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {defs.map((def) => (
          <Field
            key={def.attributeName}
            label={def.attributeName}
            inputMode={def.type === 'Number' ? 'numeric' : undefined}
            value={values.attrs[def.attributeName] ?? ''}
            onChange={(e) => {
              const text = e.target.value;
              setValues((v) => ({ ...v, attrs: { ...v.attrs, [def.attributeName]: text } }));
            }}
            error={errors[attrField(def.attributeName)]}
            hint={hintOf(def)}
            autoComplete="off"
          />
        ))}
      </div>
      {nothing && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Nothing changed: there is nothing to save.
        </p>
      )}
      {update.isError && <SaveError error={update.error} onReload={onReload} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
