export type ReportTone = 'pending' | 'ready' | 'failed' | 'unknown';

/** A marketer cares whether the report can be read yet; the exact ticket state is shown beside it. */
export function reportTone(state: string): ReportTone {
  switch (state) {
    case 'submitting':
    case 'accepted':
    case 'processing':
    case 'retrying':
      return 'pending';
    case 'completed':
      return 'ready';
    case 'failed':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** How far along the request is, for the progress bar: the service reports no percentage for reports. */
export function reportStep(state: string): number {
  switch (state) {
    case 'submitting':
      return 0;
    case 'accepted':
      return 1;
    case 'processing':
    case 'retrying':
      return 2;
    case 'completed':
    case 'failed':
      return 3;
    default:
      return 0;
  }
}
