import { expect } from '@playwright/test';
import { e2ePorts } from './ports';
import type { CaughtMessage } from './smtp-sink';

const inbox = `http://127.0.0.1:${e2ePorts.smtpInbox}`;

/** The messages the stack's SMTP server caught, for one recipient or all. */
export async function smtpMessages(to?: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${inbox}/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await res.json()) as CaughtMessage[];
}

/** Waits until `count` messages for `to` have arrived (delivery is asynchronous), then returns them. */
export async function waitForMessages(to: string, count = 1, timeout = 20_000): Promise<CaughtMessage[]> {
  let messages: CaughtMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await smtpMessages(to);
        return messages.length;
      },
      { timeout, message: `messages delivered to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}
