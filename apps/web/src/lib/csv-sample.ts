import Papa from 'papaparse';

export interface CsvSample {
  /** The first `previewRecords` records of the file, the header (if any) included. */
  rows: string[][];
  /** Every non-blank record of the file, the header (if any) included. */
  records: number;
  /** Papaparse's message for the first quoting error: the file is not valid CSV. Each caller words it. */
  quoteError?: string;
}

/**
 * Reads the first records to preview and counts the rest in chunks, in one pass, so a million-row file is never
 * held as rows in memory. Blank lines are skipped.
 */
export function sampleCsv(file: File, previewRecords: number): Promise<CsvSample> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    let records = 0;
    let quoteError: string | undefined;
    Papa.parse<string[]>(file, {
      skipEmptyLines: true,
      chunk: (result) => {
        for (const row of result.data) {
          if (rows.length >= previewRecords) break;
          rows.push(row);
        }
        records += result.data.length;
        quoteError ??= result.errors.find((e) => e.type === 'Quotes')?.message;
      },
      complete: () => resolve({ rows, records, quoteError }),
      error: (err) => reject(err),
    });
  });
}
