import { ConsoleEmailSchema, ConsolePasswordSchema } from '@mailroom/contract';

export interface UserFormProblems {
  email?: string;
  password?: string;
}

/**
 * The same rules the BFF applies (the contract's schemas), checked before sending so the admin sees every
 * problem at once, in words. An address with capitals is refused rather than silently lower-cased: the admin
 * should see the address the user will sign in with.
 */
export function userFormProblems(email: string, password: string | undefined): UserFormProblems {
  const problems: UserFormProblems = {};
  if (email.trim() === '') problems.email = 'Enter an e-mail address.';
  else if (email !== email.toLowerCase()) problems.email = `Use lower case: ${email.toLowerCase()}`;
  else if (!ConsoleEmailSchema.safeParse(email).success) problems.email = 'This is not an e-mail address.';
  if (password !== undefined) {
    const parsed = ConsolePasswordSchema.safeParse(password);
    if (!parsed.success)
      problems.password = `The password ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
  }
  return problems;
}
