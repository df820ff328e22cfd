import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/states';
import { useFindSubscriber } from '../api/find-subscriber';
import { useMaster } from '../../../lib/masters/get-master';
import { useProfileSchema } from '../api/get-profile-schema';
import { usePreviewEmail } from '../api/preview-email';
import { ChosenMaster } from '../components/chosen-master';
import { MasterPicker } from '../components/master-picker';
import { OverrideForm } from '../components/override-form';
import { Panel } from '../components/panel';
import { readPreviewParams, writePreviewParams, type PreviewPatch } from '../components/preview-params';
import { PreviewPane } from '../components/preview-pane';
import { SubscriberPicker } from '../components/subscriber-picker';
import { TestSendPanel } from '../components/test-send-panel';
import { usePreviewRequest } from '../components/use-preview-request';

export default function PreviewRoute() {
  const [params, setParams] = useSearchParams();
  const state = readPreviewParams(params);
  const [choosing, setChoosing] = useState(false);
  const subscriber = useFindSubscriber(state.subscriber);
  const schema = useProfileSchema();
  const master = useMaster(state.masterValid ? state.master : null);
  const request = usePreviewRequest(state, subscriber);
  const preview = usePreviewEmail(request.ready ? request.body : null);
  const masterName = master.data?.name ?? `master #${state.master ?? ''}`;
  // Choosing what to render is a step worth going back to; switching a tab or width is not.
  const update = (patch: PreviewPatch, replace = false) =>
    setParams((current) => writePreviewParams(current, patch), { replace });

  return (
    <>
      <PageHeader
        title="Preview & test"
        description="Render a master as a subscriber, with attributes of your choosing, and send yourself a PREVIEW copy."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <Panel id="preview-master" title="Master">
            {state.master && !choosing ? (
              <ChosenMaster id={state.master} valid={state.masterValid} onChange={() => setChoosing(true)} />
            ) : (
              <MasterPicker
                onPick={(id) => {
                  setChoosing(false);
                  update({ master: id });
                }}
              />
            )}
          </Panel>
          <Panel id="preview-subscriber" title="Subscriber">
            <SubscriberPicker
              value={state.subscriber}
              lookup={subscriber}
              overrides={state.overrides}
              onPick={(value) => update({ subscriber: value })}
            />
          </Panel>
          <Panel id="preview-overrides" title="Attribute overrides">
            <OverrideForm
              key={JSON.stringify(state.overrides)}
              initial={state.overrides}
              defs={schema.data}
              onApply={(overrides) => update({ overrides })}
            />
          </Panel>
          {request.ready && (
            <Panel id="preview-test" title="Test send">
              <TestSendPanel
                target={{
                  masterId: request.body.content.templateId,
                  masterName,
                  subscriberId: request.body.renderSubscriber.id,
                  userAttrs: request.body.renderSubscriber.profile?.userAttrs ?? [],
                  renderedAs: request.renderedAs,
                }}
                disabledReason={preview.isError ? 'Fix the preview first: it does not render.' : undefined}
              />
            </Panel>
          )}
        </div>
        <section aria-labelledby="preview-result" className="min-w-0">
          <h2 id="preview-result" className="mb-3 text-base font-semibold">
            Preview
            {request.ready && (
              <span className="font-normal text-slate-600 dark:text-slate-400"> {request.renderedAs}</span>
            )}
          </h2>
          {request.ready ? (
            <PreviewPane
              preview={preview}
              masterName={masterName}
              tab={state.tab}
              width={state.width}
              onTabChange={(tab) => update({ tab }, true)}
              onWidthChange={(width) => update({ width }, true)}
            />
          ) : request.waitingFor === 'master' ? (
            <EmptyState title="Choose a master to preview">
              Search by keyword or id; the Masters screen links here too.
            </EmptyState>
          ) : request.waitingFor === 'unknown-subscriber' ? (
            <EmptyState title="No subscriber to render as">
              Choose a subscriber that exists, or render without one.
            </EmptyState>
          ) : (
            <Spinner label="Getting ready to render…" />
          )}
        </section>
      </div>
    </>
  );
}
