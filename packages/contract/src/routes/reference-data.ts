import { z } from 'zod';
import { AsyncQuerySchema } from '../primitives';
import {
  DataRecordSchema,
  DatasetParamsSchema,
  DatasetSchemaViewSchema,
  DatasetsPageSchema,
  DatasetsQuerySchema,
  DatasetSummarySchema,
  DatasetViewQuerySchema,
  PutRecordBodySchema,
  RecordParamsSchema,
  RecordsFileImportBodySchema,
  RecordsImportBodySchema,
  RecordsPageSchema,
  RecordsQuerySchema,
  RecordsUpdateBodySchema,
  RecordsUpdateResultSchema,
} from '../resources/reference-data';
import { TicketSchema } from '../resources/tickets';
import { defineRoute } from '../route';

const tag = 'Reference data';

const keyRule =
  'A composite key is its values ordered by key column name (alphabetically) and joined by |, each ' +
  'percent-encoded in the path.';

export const referenceDataRoutes = {
  listDatasets: defineRoute({
    id: 'listDatasets',
    method: 'GET',
    path: '/v2/reference-data',
    tag,
    access: 'read',
    summary: 'Page through the datasets and their record counts',
    description: 'Sorted by name.',
    query: DatasetsQuerySchema,
    responses: { 200: DatasetsPageSchema },
  }),
  getDataset: defineRoute({
    id: 'getDataset',
    method: 'GET',
    path: '/v2/reference-data/{dataset}',
    tag,
    access: 'read',
    summary: 'Summary of one dataset, or its columns and key with view=schema',
    params: DatasetParamsSchema,
    query: DatasetViewQuerySchema,
    responses: { 200: z.union([DatasetSummarySchema, DatasetSchemaViewSchema]) },
  }),
  listRecords: defineRoute({
    id: 'listRecords',
    method: 'GET',
    path: '/v2/reference-data/{dataset}/records',
    tag,
    access: 'read',
    summary: 'Page through records, filtered by column values',
    description:
      'Any other query parameter is an equality filter on the column of that name (?postalcode=12345); ' +
      'filters AND together, repeating one ORs its values. An unknown column gives 400. Sorted by key.',
    params: DatasetParamsSchema,
    query: RecordsQuerySchema,
    responses: { 200: RecordsPageSchema },
  }),
  updateRecords: defineRoute({
    id: 'updateRecords',
    method: 'POST',
    path: '/v2/reference-data/{dataset}/records/update',
    tag,
    access: 'write',
    summary: 'Insert or update up to 1,000 records at once, answering per record',
    description:
      'Each record carries every key column. A record that fails does not stop the others; its result ' +
      'names the problem.',
    params: DatasetParamsSchema,
    body: RecordsUpdateBodySchema,
    responses: { 200: RecordsUpdateResultSchema },
  }),
  importRecords: defineRoute({
    id: 'importRecords',
    method: 'POST',
    path: '/v2/reference-data/{dataset}/records/import',
    tag,
    access: 'import',
    async: true,
    summary: 'Insert or update many records by key in the background',
    description:
      'The outcome of each record is in the async result named by the completed ticket. errorThreshold ' +
      'stops the import once more records failed; the rest are ignored.',
    params: DatasetParamsSchema,
    query: AsyncQuerySchema,
    body: RecordsImportBodySchema,
    responses: { 202: TicketSchema },
  }),
  fileImportRecords: defineRoute({
    id: 'fileImportRecords',
    method: 'POST',
    path: '/v2/reference-data/{dataset}/records/file-import',
    tag,
    access: 'import',
    async: true,
    summary: 'Insert or update records from a CSV file sent inline',
    description:
      'file.content holds the CSV text; mapping maps CSV columns (header names, or positions from "1" ' +
      'without a header row) to dataset columns. Row i of the data is index i in the async result.',
    params: DatasetParamsSchema,
    query: AsyncQuerySchema,
    body: RecordsFileImportBodySchema,
    responses: { 202: TicketSchema },
  }),
  getRecord: defineRoute({
    id: 'getRecord',
    method: 'GET',
    path: '/v2/reference-data/{dataset}/records/{id}',
    tag,
    access: 'read',
    summary: 'Read one record by its key',
    description: keyRule,
    params: RecordParamsSchema,
    responses: { 200: DataRecordSchema },
  }),
  putRecord: defineRoute({
    id: 'putRecord',
    method: 'PUT',
    path: '/v2/reference-data/{dataset}/records/{id}',
    tag,
    access: 'write',
    summary: 'Create (201) or update (200) one record by its key',
    description: `Key columns may be left out of the body; when present they must match the key. ${keyRule}`,
    params: RecordParamsSchema,
    body: PutRecordBodySchema,
    responses: { 200: DataRecordSchema, 201: DataRecordSchema },
  }),
  deleteRecord: defineRoute({
    id: 'deleteRecord',
    method: 'DELETE',
    path: '/v2/reference-data/{dataset}/records/{id}',
    tag,
    access: 'write',
    summary: 'Delete one record by its key',
    description: keyRule,
    params: RecordParamsSchema,
    responses: { 204: null },
  }),
};
