import { sampleCsv } from '../../../lib/csv-sample';

export const PREVIEW_ROWS = 5;

export interface CsvSample {
  header: string[];
  /** The first PREVIEW_ROWS data rows. */
  rows: string[][];
  /** Every non-blank data row of the file. */
  dataRows: number;
}

/** The header and first data rows to preview, and how many data rows follow the header. */
export async function readCsvSample(file: File): Promise<CsvSample> {
  const { rows: first, records, quoteError } = await sampleCsv(file, PREVIEW_ROWS + 1);
  if (quoteError !== undefined) throw new Error(`The file is not valid CSV: ${quoteError}.`);
  const [header, ...rows] = first;
  if (!header) throw new Error('The file is empty.');
  return { header, rows, dataRows: Math.max(0, records - 1) };
}
