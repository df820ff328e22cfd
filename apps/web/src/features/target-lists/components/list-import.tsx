import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ImportCsvPanel } from './import-csv-panel';
import { ImportProgress } from './import-progress';

const PARAM = 'import';

/**
 * The import being followed lives in the URL (?import=<id>), so a reload or a shared link comes back to its
 * progress or its failed rows; choosing a file is local state until the upload starts.
 */
export function useListImport() {
  const [params, setParams] = useSearchParams();
  const [choosing, setChoosing] = useState(false);
  const importId = params.get(PARAM);
  const setImportId = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(PARAM, id);
      else next.delete(PARAM);
      return next;
    });
  return { importId, setImportId, choosing, setChoosing };
}

export function ImportCsvButton({ canEdit, onClick }: { canEdit: boolean; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={!canEdit}
      title={canEdit ? undefined : 'Importing needs the editor role'}
    >
      Import CSV
    </Button>
  );
}

export function ListImport({
  listname,
  state,
}: {
  listname: string;
  state: ReturnType<typeof useListImport>;
}) {
  const { importId, setImportId, choosing, setChoosing } = state;
  if (choosing)
    return (
      <ImportCsvPanel
        listname={listname}
        onCancel={() => setChoosing(false)}
        onStarted={(id) => {
          setChoosing(false);
          setImportId(id);
        }}
      />
    );
  if (importId) return <ImportProgress key={importId} id={importId} onDismiss={() => setImportId(null)} />;
  return null;
}
