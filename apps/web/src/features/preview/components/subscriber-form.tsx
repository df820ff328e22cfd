import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

/** Ids and addresses that are e-mails are lower case in Mailroom, so a pasted capital is fixed, not refused. */
export const normalizeSubscriber = (value: string) => {
  const v = value.trim();
  return v.includes('@') ? v.toLowerCase() : v;
};

export function SubscriberForm({ initial, onPick }: { initial: string; onPick: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const v = normalizeSubscriber(value);
    if (v === '') return setError('Enter an e-mail address or a subscriber id.');
    if (v.length > 255) return setError('At most 255 characters.');
    setError(undefined);
    setValue(v);
    onPick(v);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Choose a subscriber" className="flex items-start gap-2">
      <Field
        label="Subscriber e-mail or id"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        className="min-w-0 flex-1"
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" className="mt-6 shrink-0">
        Use
      </Button>
    </form>
  );
}
