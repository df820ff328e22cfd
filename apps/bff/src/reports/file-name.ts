import type { MasterEventReport } from '@mailroom/contract';

/** `report-<masterId>-<yyyymmdd>[-suffix].<ext>`, dated by the request (UTC); only safe characters in a header. */
export function reportFileName(report: MasterEventReport, ext: 'csv' | 'json', suffix = ''): string {
  const master = report.filters.masterId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  const day = report.requestedAt.slice(0, 10).replaceAll('-', '');
  return `report-${master}-${day}${suffix}.${ext}`;
}
