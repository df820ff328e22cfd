import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { paths } from '../../../config/paths';

/** One box: an e-mail address looks up by e-mail, anything else by subscriber id (the Subscribers URL). */
export function lookupHref(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const params = new URLSearchParams(text.includes('@') ? { email: text } : { id: text });
  return `${paths.subscribers}?${params}`;
}

export function QuickLookup() {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    const href = lookupHref(value);
    if (href) void navigate(href);
  }
  return (
    <form role="search" aria-label="Quick look-up" onSubmit={submit} className="flex items-end gap-2">
      <div className="grow">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          Look up a subscriber
        </label>
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="E-mail address or subscriber id"
          className={inputClass}
        />
      </div>
      <Button type="submit">Look up</Button>
    </form>
  );
}
