import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useImportRecords } from '../api/import-records';
import { checkHeader } from './csv-header-check';
import { CsvPreview } from './csv-preview';
import { readCsvSample, type CsvSample } from './read-csv-sample';
import type { Column } from './record-values';

export interface ImportRecordsDialogProps {
  dataset: { name: string; columns: readonly Column[]; primaryKey: string[] };
  open: boolean;
  onClose: () => void;
  onStarted: (importId: string) => void;
}

type Picked = { file: File; sample?: CsvSample; error?: string };

/** Pick a CSV, see its first rows and what the header maps to, then send it; nothing is sent before that. */
export function ImportRecordsDialog({ dataset, open, onClose, onStarted }: ImportRecordsDialogProps) {
  const inputId = useId();
  const [picked, setPicked] = useState<Picked>();
  const upload = useImportRecords();
  const close = () => {
    setPicked(undefined);
    upload.reset();
    onClose();
  };

  function pick(file: File | undefined) {
    upload.reset();
    if (!file) return setPicked(undefined);
    setPicked({ file });
    readCsvSample(file).then(
      (sample) => setPicked({ file, sample }),
      (error: unknown) => setPicked({ file, error: errorMessage(error) }),
    );
  }

  const check = picked?.sample && checkHeader(picked.sample.header, dataset.columns, dataset.primaryKey);
  const ready = picked?.sample && check && check.errors.length === 0 && picked.sample.dataRows > 0;

  return (
    <Dialog open={open} title={`Import CSV into ${dataset.name}`} onClose={close}>
      <div className="space-y-4 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          The first row names columns of the dataset ({dataset.columns.map((c) => c.name).join(', ')}). Rows
          are merged by key: new keys are added, existing records get the values the file gives.
        </p>
        <div>
          <label htmlFor={inputId} className="mb-1 block font-medium">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => pick(e.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        </div>
        {picked && !picked.sample && !picked.error && <Spinner label="Reading the file…" />}
        {picked?.error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {picked.error}
          </p>
        )}
        {picked?.sample && <CsvPreview sample={picked.sample} />}
        {check && check.errors.length > 0 && (
          <ul role="alert" className="list-disc space-y-1 pl-5 text-red-700 dark:text-red-300">
            {check.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        {check && check.errors.length === 0 && check.untouched.length > 0 && (
          <p className="text-slate-600 dark:text-slate-400">
            Not in the file, so kept as stored: {check.untouched.join(', ')}.
          </p>
        )}
        {upload.isError && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {errorMessage(upload.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!ready || upload.isPending}
            onClick={() => {
              if (!picked) return;
              upload.mutate(
                { dataset: dataset.name, file: picked.file },
                {
                  onSuccess: (view) => {
                    onStarted(view.id);
                    close();
                  },
                },
              );
            }}
          >
            {upload.isPending
              ? 'Uploading…'
              : picked?.sample
                ? `Import ${formatNumber(picked.sample.dataRows)} ${picked.sample.dataRows === 1 ? 'row' : 'rows'}`
                : 'Import'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
