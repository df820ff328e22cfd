import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { safeRedirect } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { SignInForm } from '../components/sign-in-form';

export default function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const expired = params.has('expired');
  // After an expiry the cached session is stale: show the form rather than bounce back.
  if (session.data && !expired) return <Navigate replace to={redirectTo} />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <div className="flex justify-end p-3">
        <ThemeToggle />
      </div>
      <main className="mx-auto w-full max-w-sm flex-1 px-4 pt-8 pb-16">
        <p className="mb-2 text-center text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          Mailroom
        </p>
        <h1 className="mb-6 text-center text-2xl font-semibold">Sign in to the console</h1>
        {expired && (
          <p
            role="status"
            className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            Your session has ended. Sign in again to pick up where you were.
          </p>
        )}
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <SignInForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
        </div>
        <section aria-labelledby="first-run" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          <h2 id="first-run" className="font-medium text-slate-800 dark:text-slate-200">
            First time here?
          </h2>
          <p className="mt-1">
            On its first start the console creates one admin. The e-mail is <code>ADMIN_EMAIL</code> (default{' '}
            <code>admin@example.com</code>) and the password is <code>ADMIN_PASSWORD</code>; when that is not
            set, a password is generated and printed once in the console server&apos;s output (
            <code>npm start</code> shows the sign-in when it is ready). Admins add other users under Settings.
          </p>
        </section>
      </main>
    </div>
  );
}
