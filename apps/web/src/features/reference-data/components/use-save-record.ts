import type { DataRecord } from '@mailroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { getRecordQueryOptions } from '../api/get-record';
import { usePutRecord } from '../api/put-record';
import { useUpdateRecords } from '../api/update-records';
import { recordId, serverFieldError, type Column, type FieldErrors } from './record-values';

export type RecordTarget = { kind: 'edit'; id: string } | { kind: 'add' };

interface Dataset {
  name: string;
  columns: readonly Column[];
  primaryKey: string[];
}

/**
 * Saves a record from the form. Edits replace the record by id (PUT). Adding must not overwrite: PUT would
 * silently replace a record that already has the key, so the key is looked up first; a dataset without a key
 * has no ids, and appends through the per-record update call.
 */
export function useSaveRecord(dataset: Dataset) {
  const queryClient = useQueryClient();
  const put = usePutRecord();
  const update = useUpdateRecords();
  const [checking, setChecking] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [formError, setFormError] = useState<string>();

  const fail = (message: string) => {
    const field = serverFieldError(dataset.columns, message);
    setFieldErrors(field);
    setFormError(field ? undefined : message);
  };

  async function existing(id: string): Promise<boolean> {
    try {
      await queryClient.fetchQuery(getRecordQueryOptions(dataset.name, id));
      return true;
    } catch (error) {
      if (isApiError(error, 404)) return false;
      throw error;
    }
  }

  async function save(target: RecordTarget, record: DataRecord): Promise<boolean> {
    setFieldErrors(undefined);
    setFormError(undefined);
    try {
      if (dataset.primaryKey.length === 0) {
        const result = await update.mutateAsync({ dataset: dataset.name, records: [record] });
        const failed = result.results[0]?.error;
        if (failed) fail(failed.message);
        return !failed;
      }
      const id = target.kind === 'edit' ? target.id : recordId(dataset.primaryKey, record);
      if (target.kind === 'add') {
        setChecking(true);
        const taken = await existing(id).finally(() => setChecking(false));
        if (taken) {
          const first = [...dataset.primaryKey].sort()[0] ?? '';
          setFieldErrors({ [first]: `A record with the key ${id} already exists: edit that one instead.` });
          return false;
        }
      }
      await put.mutateAsync({ dataset: dataset.name, id, record });
      return true;
    } catch (error) {
      fail(errorMessage(error));
      return false;
    }
  }

  const reset = () => {
    setFieldErrors(undefined);
    setFormError(undefined);
  };

  return { save, reset, pending: checking || put.isPending || update.isPending, fieldErrors, formError };
}
