import { ApiError, badRequest, invalidState, notFound } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { checkIfMatch } from './etag';
import {
  countLists,
  findListByName,
  insertList,
  isUniqueViolation,
  pageLists,
  updateListAtVersion,
  type ArchivedFilter,
  type ListRow,
} from './list-store';
import { listLabel } from './wire';

export async function requireList(app: AppContext, buId: number, name: string): Promise<ListRow> {
  const row = await findListByName(app.db.kysely, buId, name);
  if (!row) throw notFound(`${listLabel(name)} does not exist`);
  return row;
}

export async function listPage(
  app: AppContext,
  buId: number,
  filter: ArchivedFilter,
  limit: number,
  offset: number,
) {
  const db = app.db.kysely;
  const [total, rows] = await Promise.all([
    countLists(db, buId, filter),
    limit === 0 ? Promise.resolve([]) : pageLists(db, buId, filter, limit, offset),
  ]);
  return { total, rows };
}

export interface PutOutcome {
  created: boolean;
  row: ListRow;
}

/**
 * PUT semantics of spec 4.1: create when absent (the body name must equal the path name), otherwise rename.
 * A name held by any list of the unit, archived or not, cannot be taken by another list.
 */
export async function putList(
  app: AppContext,
  buId: number,
  pathName: string,
  bodyName: string,
  ifMatch: string | string[] | undefined,
): Promise<PutOutcome> {
  const db = app.db.kysely;
  const existing = await findListByName(db, buId, pathName);
  if (!existing) {
    checkIfMatch(ifMatch, undefined, listLabel(pathName));
    if (bodyName !== pathName)
      throw badRequest(
        `name must equal the list name in the path ("${pathName}") to create a list: ` +
          `${listLabel(pathName)} does not exist, so it cannot be renamed to "${bodyName}"`,
      );
    const row = await insertList(db, buId, pathName);
    if (row) return { created: true, row };
    // Another request created it a moment ago: this PUT is then a modification with nothing to change.
    return putList(app, buId, pathName, bodyName, ifMatch);
  }
  if (existing.archived === 1)
    throw invalidState(`${listLabel(pathName)} is archived; an archived list cannot be modified or renamed`);
  checkIfMatch(ifMatch, existing, listLabel(pathName));
  if (bodyName === pathName) return { created: false, row: existing };

  const holder = await findListByName(db, buId, bodyName);
  if (holder)
    throw badRequest(
      holder.archived === 1
        ? `name "${bodyName}" belongs to an archived list; archived names cannot be reused`
        : `name "${bodyName}" is already used by another list`,
    );
  let row: ListRow | undefined;
  try {
    row = await updateListAtVersion(db, existing, { name: bodyName });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(`name "${bodyName}" is already used by another list`);
    throw err;
  }
  if (row) return { created: false, row };
  // The list changed between the read and the write (a member change bumps the version too).
  if (ifMatch !== undefined)
    throw new ApiError('etag_mismatch', `${listLabel(pathName)} changed; If-Match no longer matches`);
  return putList(app, buId, pathName, bodyName, ifMatch);
}

/** Archiving is idempotent: an archived list is returned unchanged. */
export async function archiveList(app: AppContext, buId: number, name: string): Promise<ListRow> {
  const existing = await requireList(app, buId, name);
  if (existing.archived === 1) return existing;
  const row = await updateListAtVersion(app.db.kysely, existing, { archived: 1 });
  // A concurrent change (a member add, another archive) bumped the version: read and try again.
  return row ?? archiveList(app, buId, name);
}
