import Papa from 'papaparse';
import { rewriteCsv, type ColumnChoice } from './csv-columns';

export const PREVIEW_ROWS = 10;

export interface CsvSample {
  /** The first record and up to PREVIEW_ROWS more: enough to show a header and ten data rows. */
  rows: string[][];
  /** Every non-blank record of the file, the header included. */
  records: number;
}

const parseError = (errors: Papa.ParseError[]) =>
  errors.find((e) => e.type === 'Quotes')?.message ?? errors[0]?.message ?? 'could not be read';

function firstRows(file: File): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: PREVIEW_ROWS + 1,
      skipEmptyLines: true,
      complete: (result) => resolve(result.data),
      error: (err) => reject(err),
    });
  });
}

/** Counts records in chunks, so a million-row file is never held as rows in memory. */
function countRecords(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    let count = 0;
    let problem: string | undefined;
    Papa.parse<string[]>(file, {
      skipEmptyLines: true,
      chunk: (result) => {
        count += result.data.length;
        if (!problem && result.errors.some((e) => e.type === 'Quotes')) problem = parseError(result.errors);
      },
      complete: () => (problem ? reject(new Error(`The CSV ${problem}.`)) : resolve(count)),
      error: (err) => reject(err),
    });
  });
}

export async function sampleCsv(file: File): Promise<CsvSample> {
  const [rows, records] = await Promise.all([firstRows(file), countRecords(file)]);
  return { rows, records };
}

/** The file as the BFF should read it when the user chose another column or header than it would itself. */
export async function csvForChoice(file: File, choice: ColumnChoice): Promise<string> {
  const result = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
  return rewriteCsv(result.data, choice);
}
