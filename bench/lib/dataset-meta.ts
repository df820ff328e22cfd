/** The API user every benchmark calls as; the key is not a secret: the data is generated and local. */
export const BENCH_API_USER = 'bench';
export const BENCH_API_KEY = 'bench-api-key-not-a-secret-0001';

export interface DatasetMeta {
  size: string;
  generatorVersion: number;
  apiUser: string;
  apiKey: string;
  buId: number;
  bigList: string;
  bigListMembers: number;
  bigMasterId: string;
  bigMasterEvents: number;
  subscribers: number;
  events: number;
  masters: number;
  lists: number;
  sampleEmails: string[];
  buildMs: number;
}
