import { MasterIdSchema, type MasterState } from '@mailroom/contract';
import {
  fromLocalInput,
  toLocalInput,
  type ArchivedFilter,
  type MasterFilters,
  type Triggered,
} from './master-filters';

/** What the filter form's controls hold: text as typed, times as datetime-local values. */
export interface FilterValues {
  keyword: string;
  campaign: string;
  subscription: string;
  triggered: Triggered;
  states: MasterState[];
  scheduleFrom: string;
  scheduleTo: string;
  ids: string;
  archived: ArchivedFilter;
}
export type FilterErrors = Partial<Record<'ids' | 'scheduleTo', string>>;

export const valuesFromFilters = (f: MasterFilters): FilterValues => ({
  keyword: f.keyword,
  campaign: f.campaign,
  subscription: f.subscription,
  triggered: f.triggered,
  states: f.states,
  scheduleFrom: toLocalInput(f.scheduleStart),
  scheduleTo: toLocalInput(f.scheduleEnd),
  ids: f.ids.join(', '),
  archived: f.archived,
});

/** Checks the form before it becomes the URL: ids must be master ids, the window must end after it starts. */
export function parseFilterValues(
  v: FilterValues,
): { ok: true; filters: MasterFilters } | { ok: false; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const ids = [
    ...new Set(
      v.ids
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const badIds = ids.filter((id) => !MasterIdSchema.safeParse(id).success);
  if (badIds.length > 0) errors.ids = `Master ids are digits: ${badIds.join(', ')} is not one.`;
  if (ids.length > 100) errors.ids = 'At most 100 ids.';
  const scheduleStart = fromLocalInput(v.scheduleFrom);
  const scheduleEnd = fromLocalInput(v.scheduleTo);
  if (scheduleStart && scheduleEnd && scheduleEnd <= scheduleStart)
    errors.scheduleTo = 'The window must end after it starts.';
  if (errors.ids || errors.scheduleTo) return { ok: false, errors };
  return {
    ok: true,
    filters: {
      keyword: v.keyword.trim(),
      campaign: v.campaign.trim(),
      subscription: v.subscription,
      triggered: v.triggered,
      states: v.states,
      scheduleStart,
      scheduleEnd,
      ids,
      archived: v.archived,
    },
  };
}
