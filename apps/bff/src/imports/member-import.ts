import type { Readable } from 'node:stream';
import { routes } from '@mailroom/contract';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { csvIds } from './csv-ids';
import { runCsvImport } from './csv-import';

/** A CSV of subscriber ids into a target list, through the service's member import. */
export function importMembersCsv(ctx: AppContext, who: Principal, listname: string, input: Readable) {
  return runCsvImport(
    ctx,
    who,
    {
      route: routes.importTargetListMembers,
      path: `/v2/target-lists/${encodeURIComponent(listname)}/members/import`,
      target: listname,
      label: `into list ${listname}`,
      body: (ids: string[]) => ({ members: ids.map((id) => ({ id })) }),
    },
    csvIds(input),
  );
}
