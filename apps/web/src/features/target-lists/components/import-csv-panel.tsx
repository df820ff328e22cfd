import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/format';
import { useImportListMembers } from '../api/import-list-members';
import { ColumnPicker } from './column-picker';
import { detectColumn, needsRewrite, type ColumnChoice } from './csv-columns';
import { CsvDropZone } from './csv-drop-zone';
import { CsvPreviewTable } from './csv-preview-table';
import { csvForChoice, sampleCsv, type CsvSample } from './read-csv';

type Loaded = { file: File; sample: CsvSample; choice: ColumnChoice; ambiguous: boolean };

/** Pick a file, check the preview and the id column, then upload; the import itself is followed elsewhere. */
export function ImportCsvPanel({
  listname,
  onStarted,
  onCancel,
}: {
  listname: string;
  onStarted: (importId: string) => void;
  onCancel: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const upload = useImportListMembers();

  async function pick(file: File) {
    setLoaded(undefined);
    setUploadError(undefined);
    setFileError(undefined);
    setReading(true);
    try {
      const sample = await sampleCsv(file);
      if (sample.records === 0) return setFileError(`${file.name} has no rows.`);
      const { ambiguous, ...choice } = detectColumn(sample.rows);
      setLoaded({ file, sample, choice, ambiguous });
    } catch (err) {
      setFileError(errorMessage(err));
    } finally {
      setReading(false);
    }
  }

  async function start(l: Loaded) {
    setUploadError(undefined);
    const firstRow = l.sample.rows[0] ?? [];
    const csv = needsRewrite(firstRow, l.choice) ? await csvForChoice(l.file, l.choice) : l.file;
    upload.mutate(
      { listname, csv },
      { onSuccess: (view) => onStarted(view.id), onError: (err) => setUploadError(errorMessage(err)) },
    );
  }

  const dataRows = loaded ? loaded.sample.records - (loaded.choice.hasHeader ? 1 : 0) : 0;
  return (
    <section
      aria-labelledby="import-heading"
      className="mb-6 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="import-heading" className="text-lg font-semibold">
        Import members from CSV
      </h2>
      {!upload.isPending && <CsvDropZone onFile={(f) => void pick(f)} error={fileError} />}
      {reading && <Spinner label="Reading the file…" />}
      {loaded && !upload.isPending && (
        <>
          <p className="text-sm">
            <span className="font-medium">{loaded.file.name}</span>: {countOf(dataRows, 'row')} to import.
          </p>
          {loaded.ambiguous && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              No column is named id or email: check that the highlighted column holds the subscriber ids.
            </p>
          )}
          <ColumnPicker
            firstRow={loaded.sample.rows[0] ?? []}
            width={Math.max(1, ...loaded.sample.rows.map((r) => r.length))}
            choice={loaded.choice}
            onChange={(choice) => setLoaded({ ...loaded, choice })}
          />
          <CsvPreviewTable rows={loaded.sample.rows} choice={loaded.choice} />
        </>
      )}
      {upload.isPending && (
        <ProgressBar label="Uploading" valueText={`sending ${countOf(dataRows, 'row')} to the service…`} />
      )}
      {uploadError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The import was not started: {uploadError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => loaded && void start(loaded)}
          disabled={!loaded || dataRows === 0 || upload.isPending}
        >
          {loaded ? `Import ${countOf(dataRows, 'row')}` : 'Import'}
        </Button>
      </div>
    </section>
  );
}
