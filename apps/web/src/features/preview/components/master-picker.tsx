import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { PICKER_PAGE_SIZE, useMasterSearch } from '../api/search-masters';
import { MasterResults } from './master-results';
import { useDebounced } from './use-debounced';

/** Finds a master by keyword or id, a page of matches at a time, for the preview to render. */
export function MasterPicker({ onPick }: { onPick: (id: string) => void }) {
  const [term, setTerm] = useState('');
  const [offset, setOffset] = useState(0);
  const settled = useDebounced(term.trim());
  const results = useMasterSearch({ term: settled, offset });

  return (
    <div className="space-y-3">
      <Field
        label="Search masters"
        type="search"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOffset(0);
        }}
        hint="A keyword such as sale or digest, or a master id."
        autoComplete="off"
      />
      {results.isPending ? (
        <Spinner label="Finding masters…" />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.masters.length === 0 ? (
        <EmptyState title={settled ? `No master matches “${settled}”` : 'No masters yet'}>
          {settled ? 'Keywords match part of a master’s keywords; ids match exactly.' : undefined}
        </EmptyState>
      ) : (
        <MasterResults
          masters={results.data.masters}
          total={results.data.total}
          offset={offset}
          pageSize={PICKER_PAGE_SIZE}
          onPick={onPick}
          onOffsetChange={setOffset}
        />
      )}
    </div>
  );
}
