import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { formText } from '../../../lib/form-data';
import { signInInputSchema, useSignIn } from '../api/sign-in';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const signIn = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = signInInputSchema.safeParse({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'password') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, { onSuccess });
  }

  const failure = signIn.error
    ? isApiError(signIn.error, 401)
      ? 'That e-mail and password do not match an active user.'
      : errorMessage(signIn.error)
    : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      )}
      <Field label="E-mail" name="email" type="email" autoComplete="username" required error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
