import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../../lib/cn';

/** A file input that also takes a file dropped on it; the input itself stays the keyboard and screen-reader way in. */
export function CsvDropZone({ onFile, error }: { onFile: (file: File) => void; error?: string | undefined }) {
  const id = useId();
  const [over, setOver] = useState(false);

  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'rounded-lg border-2 border-dashed p-6 text-center',
        over ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-700',
        error && 'border-red-500 dark:border-red-500',
      )}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        CSV file
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Drop a file here or choose one. One subscriber id or e-mail per row; a header row is optional.
      </p>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
        className="mx-auto mt-3 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-indigo-500"
      />
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
