import { EmailSchema, MAX_TEST_RECIPIENTS } from '@mailroom/contract';

export interface ParsedRecipients {
  /** Lower-cased, in the order typed, each once. */
  valid: string[];
  invalid: string[];
  /** How many were typed with capitals (Mailroom's API takes lower case only). */
  lowered: number;
  /** Set when the list cannot be sent as it is: nothing to send, invalid entries, or too many. */
  problem: string | null;
}

/** Addresses one per line or separated by commas, semicolons or spaces (as pasted from a mail client). */
export function parseRecipients(input: string): ParsedRecipients {
  const entries = input
    .split(/[\s,;]+/)
    .map((e) => e.replace(/^<|>$/g, ''))
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  let lowered = 0;
  for (const entry of entries) {
    const email = entry.toLowerCase();
    if (!EmailSchema.safeParse(email).success) {
      invalid.push(entry);
      continue;
    }
    if (email !== entry) lowered++;
    if (!valid.includes(email)) valid.push(email);
  }
  let problem: string | null = null;
  if (invalid.length > 0)
    problem = `${invalid.length === 1 ? 'One entry is' : `${invalid.length} entries are`} not an e-mail address: fix or remove ${invalid.length === 1 ? 'it' : 'them'}.`;
  else if (valid.length > MAX_TEST_RECIPIENTS)
    problem = `A test goes to at most ${MAX_TEST_RECIPIENTS} addresses; this list has ${valid.length}. Remove ${valid.length - MAX_TEST_RECIPIENTS}.`;
  else if (valid.length === 0) problem = 'Enter at least one e-mail address.';
  return { valid, invalid, lowered, problem };
}
