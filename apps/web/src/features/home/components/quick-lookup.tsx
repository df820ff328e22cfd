import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { lookupHref } from '../../../lib/lookup-href';

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
