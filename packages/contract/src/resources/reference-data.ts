import { z } from 'zod';
import { AsyncQuerySchema, PageEnvelopeSchema, PagingQuerySchema, TimestampSchema } from '../primitives';

export const DatasetNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, {
  error: 'must be a dataset name: a letter, then letters, digits or underscores (at most 64)',
});
export const DatasetParamsSchema = z.object({ dataset: DatasetNameSchema });

/** Composite keys: the key values ordered by their column names (alphabetically), joined by `|`. */
export const RecordIdSchema = z.string().min(1).max(1000);
export const RecordParamsSchema = z.object({ dataset: DatasetNameSchema, id: RecordIdSchema });

export const columnTypes = ['String', 'Number', 'Boolean', 'Date'] as const;
export const ColumnSchema = z.object({
  name: z.string(),
  type: z.enum(columnTypes),
  length: z.int().optional().describe('maximum length of a String'),
  nullable: z.boolean(),
});

export const DatasetSummarySchema = z
  .object({
    name: z.string(),
    recordCount: z.int(),
    primaryKey: z.array(z.string()).describe('key columns, alphabetical; empty: no criteria queries'),
    lastUpdate: TimestampSchema,
  })
  .meta({ id: 'Dataset' });

/** `?view=schema`: the columns of the dataset and its primary key. */
export const DatasetSchemaViewSchema = z
  .object({
    name: z.string(),
    view: z.literal('schema'),
    columns: z.array(ColumnSchema),
    primaryKey: z.array(z.string()),
  })
  .meta({ id: 'DatasetSchemaView' });

export const DatasetViewQuerySchema = z.object({
  view: z.enum(['basic', 'schema'], { error: 'must be basic or schema' }).optional(),
});

/** Spec 2.8, with the paging echo of the other collections. */
export const DatasetsPageSchema = z
  .object({
    datasetCount: z.int().describe('all datasets of the API user'),
    offset: z.int(),
    limit: z.int(),
    datasets: z.array(z.object({ name: z.string(), recordCount: z.int() })),
  })
  .meta({ id: 'DatasetsPage' });
export const DatasetsQuerySchema = PagingQuerySchema.extend(DatasetViewQuerySchema.shape);

export const RecordValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()], {
  error: 'must be a string, a number, true, false or null (records are flat)',
});
/** A record is flat: column name to value. */
export const DataRecordSchema = z.record(z.string(), RecordValueSchema).meta({ id: 'DataRecord' });
export type DataRecord = z.infer<typeof DataRecordSchema>;

export const RecordsPageSchema = PageEnvelopeSchema.extend({
  dataset: z.string(),
  uniqueKey: z.array(z.string()).describe('the primary-key columns'),
  records: z.array(DataRecordSchema),
}).meta({ id: 'RecordsPage' });

/**
 * GET .../records: paging plus equality filters on any column (`?postalcode=12345`). Filters AND together;
 * repeating one ORs its values. Unknown columns are rejected by the service, which knows the dataset.
 */
export const RecordsQuerySchema = PagingQuerySchema.catchall(
  z.union([z.string().max(1000), z.array(z.string().max(1000)).max(100)]),
);

/** PUT .../records/{id}: key columns may be omitted; when present they must match the id. */
export const PutRecordBodySchema = DataRecordSchema;

export const MAX_RECORD_UPDATE = 1000;
export const RecordsUpdateBodySchema = z.array(DataRecordSchema).min(1).max(MAX_RECORD_UPDATE);

export const RecordUpdateResultSchema = z.object({
  index: z.int(),
  outcome: z.enum(['created', 'updated', 'failed']),
  id: z.string().optional().describe('the record id, when the record had its key'),
  error: z.object({ status: z.int(), message: z.string() }).optional(),
});
export const RecordsUpdateResultSchema = z
  .object({
    counts: z.object({ created: z.int(), updated: z.int(), failed: z.int() }),
    results: z.array(RecordUpdateResultSchema).describe('one per record, in request order'),
  })
  .meta({ id: 'RecordsUpdateResult' });

/** An import stops once more records failed than this: a count, or a percentage like `5%` (0 = never). */
export const ErrorThresholdSchema = z
  .union([
    z.int().min(0),
    z.string().regex(/^\d{1,3}%$/, { error: 'must be a count or a percentage like 5%' }),
  ])
  .optional();

export const MAX_RECORD_IMPORT = 100_000;

/** Records are checked one by one in the job, so one bad record fails alone (see the async result). */
export const RecordsImportBodySchema = AsyncQuerySchema.extend({
  records: z.array(z.unknown()).min(1).max(MAX_RECORD_IMPORT),
  errorThreshold: ErrorThresholdSchema,
});

export const MAX_FILE_IMPORT_CHARS = 50_000_000;

/**
 * The flat file travels inline as CSV text (no file hosting to set up, one request to audit). `mapping`
 * maps CSV columns to dataset columns; unmapped CSV columns are ignored. Without a header row, CSV columns
 * are named by position from "1".
 */
export const RecordsFileImportBodySchema = AsyncQuerySchema.extend({
  file: z.object({
    content: z.string().min(1).max(MAX_FILE_IMPORT_CHARS).describe('the CSV text (RFC 4180 quoting)'),
    delimiter: z
      .string()
      .length(1, { error: 'must be a single character' })
      .default(',')
      .describe('comma by default; tab and semicolon are common'),
    header: z.boolean().default(true).describe('the first row names the columns'),
  }),
  mapping: z
    .record(z.string().min(1), z.string().min(1))
    .refine((m) => Object.keys(m).length > 0, { error: 'must map at least one column' })
    .describe('CSV column to dataset column, like {"Postal code": "postalcode"}'),
  errorThreshold: ErrorThresholdSchema,
});
