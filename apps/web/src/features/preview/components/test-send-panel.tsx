import type { UserAttrs } from '@mailroom/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useHasRole } from '../../../lib/session';
import { useTestEmail } from '../api/test-email';
import { TestSendDialog } from './test-send-dialog';
import { TestTicket, type SentTest } from './test-ticket';

export interface TestTarget {
  masterId: string;
  masterName: string;
  subscriberId: string | undefined;
  userAttrs: UserAttrs;
  /** "as jane@example.com with 1 override", for the dialog to say what goes out. */
  renderedAs: string;
}

/** Sends a PREVIEW copy of exactly what is on screen, and follows each send's ticket until it ends. */
export function TestSendPanel({ target, disabledReason }: { target: TestTarget; disabledReason?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentTest[]>([]);
  const send = useTestEmail();
  const notify = useToast();
  const reasonId = useId();
  const canSend = useHasRole('editor');
  const reason = !canSend ? 'Test sends need the editor role.' : disabledReason;

  function onSend(addresses: string[]) {
    send.mutate(
      {
        content: { templateId: target.masterId },
        renderSubscriber: {
          ...(target.subscriberId !== undefined && { id: target.subscriberId }),
          ...(target.userAttrs.length > 0 && { profile: { userAttrs: target.userAttrs } }),
        },
        recipients: addresses.map((email) => ({ email })),
      },
      {
        onSuccess: (ticket) => {
          setOpen(false);
          setSent((s) => [
            {
              serviceTicketId: ticket.id,
              masterName: target.masterName,
              count: addresses.length,
              at: ticket.lastUpdate,
            },
            ...s,
          ]);
          notify(
            `Test of “${target.masterName}” accepted for ${addresses.length === 1 ? '1 address' : `${addresses.length} addresses`}.`,
          );
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <Button
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
      >
        Send a test…
      </Button>
      {reason && (
        <p id={reasonId} className="text-xs text-slate-600 dark:text-slate-400">
          {reason}
        </p>
      )}
      {sent.length > 0 && (
        <ul aria-label="Test sends" className="divide-y divide-slate-100 dark:divide-slate-800">
          {sent.map((s) => (
            <TestTicket key={s.serviceTicketId} sent={s} />
          ))}
        </ul>
      )}
      <TestSendDialog
        open={open}
        masterName={target.masterName}
        renderedAs={target.renderedAs}
        pending={send.isPending}
        error={send.isError ? errorMessage(send.error) : undefined}
        onSend={onSend}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
