import type { MasterSummary } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-error';
import { useRequestMasterEventReport } from '../api/request-master-event-report';
import { MasterPicker } from './master-picker';
import { DEFAULT_PERIOD, periodPresets, toPeriod } from './period';
import { eventKindLabels, eventKinds, type EventKind } from './report-event';

const CUSTOM = 'custom';

/**
 * Editors request; viewers see the same form disabled, with the reason, rather than a screen that changes
 * shape by role (the BFF refuses the request anyway).
 */
export function RequestReportForm({
  canRequest,
  onRequested,
}: {
  canRequest: boolean;
  onRequested: (reportId: string) => void;
}) {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const [preset, setPreset] = useState<string>(DEFAULT_PERIOD);
  const [range, setRange] = useState({ from: '', to: '' });
  const [kinds, setKinds] = useState<Record<EventKind, boolean>>({
    opens: true,
    clicks: true,
    bounces: false,
    unsubscribes: false,
  });
  const [errors, setErrors] = useState<{ master?: string; from?: string; to?: string; form?: string }>({});
  const request = useRequestMasterEventReport();

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const period = toPeriod(preset === CUSTOM ? range : { preset });
    const next = {
      master: master ? undefined : 'Pick the master to report on.',
      ...('error' in period ? { [period.field]: period.error } : {}),
    };
    setErrors(next);
    if (!master || 'error' in period) return;
    request.mutate(
      { masterId: master.id, period: period.period, ...kinds },
      {
        onSuccess: (ticket) => onRequested(ticket.id),
        onError: (err) => setErrors({ form: errorMessage(err) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="request-heading">
      <fieldset disabled={!canRequest} className="min-w-0 space-y-5">
        <MasterPicker value={master} onChange={setMaster} error={errors.master} />
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-48">
            <label
              htmlFor="report-period"
              className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              Period
            </label>
            <select
              id="report-period"
              value={preset}
              onChange={(e) => setPreset(e.target.value)}
              className={inputClass}
            >
              {periodPresets.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
              <option value={CUSTOM}>Custom dates</option>
            </select>
          </div>
          {preset === CUSTOM && (
            <>
              <Field
                label="From"
                type="date"
                value={range.from}
                onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
                error={errors.from}
              />
              <Field
                label="To (included)"
                type="date"
                value={range.to}
                onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
                error={errors.to}
              />
            </>
          )}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Event lists</legend>
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
            The KPIs and the timeline are always included; ticked lists can be browsed and downloaded.
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {eventKinds.map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={kinds[k]}
                  onChange={(e) => setKinds((all) => ({ ...all, [k]: e.target.checked }))}
                  className="size-4 accent-indigo-600"
                />
                {eventKindLabels[k]}
              </label>
            ))}
          </div>
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Requesting…' : 'Request report'}
          </Button>
          {!canRequest && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Requesting reports needs the editor role; you can read and download existing ones.
            </p>
          )}
        </div>
      </fieldset>
    </form>
  );
}
