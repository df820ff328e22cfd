import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { SubscriberLookup } from '../api/lookup-subscriber';
import { parseLookup, type LookupErrors, type LookupMode, type LookupValues } from './lookup-input';

const modes: { value: LookupMode; label: string }[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'id', label: 'Subscriber id' },
  { value: 'si', label: 's + i from a link' },
];

function initialValues(lookup: SubscriberLookup | null): LookupValues {
  return {
    email: lookup?.by === 'email' ? lookup.email : '',
    id: lookup?.by === 'id' ? lookup.id : '',
    s: lookup?.by === 'si' ? lookup.s : '',
    i: lookup?.by === 'si' ? lookup.i : '',
  };
}

export function LookupForm({
  initial,
  onLookup,
}: {
  initial: SubscriberLookup | null;
  onLookup: (lookup: SubscriberLookup) => void;
}) {
  const [mode, setMode] = useState<LookupMode>(initial?.by ?? 'email');
  const [values, setValues] = useState<LookupValues>(() => initialValues(initial));
  const [errors, setErrors] = useState<LookupErrors>({});

  const set = (key: keyof LookupValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseLookup(mode, values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    onLookup(parsed.lookup);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Look up a subscriber" className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Look up by</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-md bg-slate-100 p-1 dark:bg-slate-900">
          {modes.map((m) => (
            <label
              key={m.value}
              className={cn(
                'cursor-pointer rounded px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
                mode === m.value
                  ? 'bg-white font-medium shadow-sm dark:bg-slate-700'
                  : 'text-slate-600 dark:text-slate-300',
              )}
            >
              <input
                type="radio"
                name="mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => {
                  setMode(m.value);
                  setErrors({});
                }}
                className="sr-only"
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-start gap-3">
        {mode === 'email' && (
          <Field
            label="E-mail address"
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            className="min-w-64 flex-1"
            autoComplete="off"
          />
        )}
        {mode === 'id' && (
          <Field
            label="Subscriber id"
            value={values.id}
            onChange={set('id')}
            error={errors.id}
            className="min-w-64 flex-1"
            autoComplete="off"
          />
        )}
        {mode === 'si' && (
          <>
            <Field
              label="s"
              value={values.s}
              onChange={set('s')}
              error={errors.s}
              className="min-w-40 flex-1"
              autoComplete="off"
              hint="The s parameter of a tracking or unsubscribe link."
            />
            <Field
              label="i"
              value={values.i}
              onChange={set('i')}
              error={errors.i}
              className="min-w-40 flex-1"
              autoComplete="off"
              hint="The i parameter of the same link."
            />
          </>
        )}
        <Button type="submit" className="mt-6">
          Look up
        </Button>
      </div>
      {errors.email?.includes('lower case') && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const email = values.email.trim().toLowerCase();
            setValues((v) => ({ ...v, email }));
            setErrors({});
          }}
        >
          Use {values.email.trim().toLowerCase()}
        </Button>
      )}
    </form>
  );
}
