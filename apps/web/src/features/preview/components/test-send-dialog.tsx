import { MAX_TEST_RECIPIENTS } from '@mailroom/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { countOf } from '../../../lib/format';
import { parseRecipients } from './recipients';

export function TestSendDialog({
  open,
  masterName,
  renderedAs,
  pending,
  error,
  onSend,
  onClose,
}: {
  open: boolean;
  masterName: string;
  renderedAs: string;
  pending: boolean;
  error: string | undefined;
  onSend: (addresses: string[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const parsed = parseRecipients(text);
  const showProblem =
    parsed.problem !== null &&
    (tried || parsed.invalid.length > 0 || parsed.valid.length > MAX_TEST_RECIPIENTS);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (parsed.problem === null) onSend(parsed.valid);
  }

  return (
    <Dialog open={open} title="Send a test" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-3 text-sm">
        <p className="text-slate-600 dark:text-slate-300">
          “{masterName}”, rendered {renderedAs}, goes out with PREVIEW before its subject. Tests are left out
          of every report.
        </p>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block font-medium">
            Test addresses
          </label>
          <textarea
            id={`${id}-to`}
            rows={5}
            value={text}
            autoFocus
            spellCheck={false}
            aria-invalid={showProblem ? true : undefined}
            aria-describedby={`${id}-hint ${id}-count${showProblem ? ` ${id}-problem` : ''}`}
            onChange={(e) => setText(e.target.value)}
            className={cn(inputClass, 'font-mono', showProblem && 'border-red-500 dark:border-red-500')}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            One per line or separated by commas; at most {MAX_TEST_RECIPIENTS}. Capitals are lower-cased.
          </p>
        </div>
        <p id={`${id}-count`} aria-live="polite" className="text-slate-700 dark:text-slate-300">
          {countOf(parsed.valid.length, 'address', 'addresses')} to send to
          {parsed.lowered > 0 && ` (${parsed.lowered} lower-cased)`}.
        </p>
        {showProblem && (
          <div id={`${id}-problem`} role="alert" className="text-red-700 dark:text-red-300">
            <p>{parsed.problem}</p>
            {parsed.invalid.length > 0 && (
              <ul aria-label="Invalid entries" className="mt-1 list-inside list-disc font-mono text-xs">
                {parsed.invalid.slice(0, 20).map((entry) => (
                  <li key={entry} className="break-all">
                    {entry}
                  </li>
                ))}
                {parsed.invalid.length > 20 && <li>and {parsed.invalid.length - 20} more</li>}
              </ul>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : `Send ${countOf(parsed.valid.length, 'test', 'tests')}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
