import Papa from 'papaparse';
import { sampleCsv as sampleCsvFile } from '../../../lib/csv-sample';
import { rewriteCsv, type ColumnChoice } from './csv-columns';

export const PREVIEW_ROWS = 10;

export interface CsvSample {
  /** The first record and up to PREVIEW_ROWS more: enough to show a header and ten data rows. */
  rows: string[][];
  /** Every non-blank record of the file, the header included. */
  records: number;
}

export async function sampleCsv(file: File): Promise<CsvSample> {
  const { rows, records, quoteError } = await sampleCsvFile(file, PREVIEW_ROWS + 1);
  if (quoteError !== undefined) throw new Error(`The CSV ${quoteError}.`);
  return { rows, records };
}

/** The file as the BFF should read it when the user chose another column or header than it would itself. */
export async function csvForChoice(file: File, choice: ColumnChoice): Promise<string> {
  const result = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
  return rewriteCsv(result.data, choice);
}
