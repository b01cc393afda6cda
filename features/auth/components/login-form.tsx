"use client";

import dynamic from "next/dynamic";
import { Suspense, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMounted } from "@/components/layout/use-mounted";
import { openDashboard } from "@/features/auth/open-dashboard";
import type { LoginRequest } from "@/features/auth/schemas";
import { errorMessage, isUnavailable } from "@/lib/http/api-error";

// zod, the sign-in call and the failure alert load when the form is sent, so they stay out of the
// page's first load; the alert is then ready by the time a refusal comes back.
const loadFailure = () => import("./login-failure");
const LoginFailure = dynamic(loadFailure);
const loadSignIn = () => Promise.all([import("@/features/auth/schemas"), import("@/features/auth/sign-in"), loadFailure()]);

// The form's one button, joined without tailwind-merge (Button would ship it): no class overrides.
const SUBMIT_CLASSES = buttonVariants({ className: "w-full" });

/** The `auth.login` texts, read on the server: the sign-in page ships no translation runtime. */
export interface LoginTexts {
  title: string;
  subtitle: string;
  username: string;
  usernamePlaceholder: string;
  password: string;
  remember: string;
  forgot: string;
  submit: string;
  submitting: string;
  errorTitle: string;
  errorDefault: string;
  unavailableTitle: string;
  unavailable: string;
  dismissError: string;
}

interface Failure {
  title: string;
  message: string;
}

/**
 * An outage is not a refused sign-in: it gets its own title and the panel's own words (what a server
 * that is down answers, if anything, is not for the user), and the credentials are not blamed.
 */
function failureOf(error: unknown, t: LoginTexts): Failure {
  if (isUnavailable(error)) return { title: t.unavailableTitle, message: t.unavailable };
  return { title: t.errorTitle, message: errorMessage(error, t.errorDefault) };
}

// Plain state instead of a form library: two fields do not need one, and /login has a tight script budget.
// `forgot` is the server-rendered "forgot password" link.
export function LoginForm({ texts: t, forgot }: { texts: LoginTexts; forgot: ReactNode }) {
  const [values, setValues] = useState<LoginRequest>({ username: "", password: "" });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const hydrated = useMounted();
  const canSubmit = values.username.trim() !== "" && values.password !== "" && !submitting;
  const update = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const signIn = async (credentials: LoginRequest) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const [{ loginRequestSchema }, { signIn: send }] = await loadSignIn();
      const parsed = loginRequestSchema.safeParse(credentials);
      // The button is only enabled for valid values; this is the zod check before sending.
      if (!parsed.success) {
        setSubmitting(false);
        return;
      }
      await send(parsed.data);
      // Stays "submitting" until the dashboard replaces this screen.
      openDashboard();
    } catch (error) {
      setFailure(failureOf(error, t));
      setSubmitting(false);
    }
  };

  // A form action, not onSubmit: the server-rendered form then cannot be sent natively (no
  // credentials in a URL), and React replays a submit made before hydration (Enter in a field) with
  // the values of that moment.
  const submit = (form: FormData) => {
    const credentials = { username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") };
    if (submitting || credentials.username.trim() === "" || credentials.password === "") return;
    void signIn(credentials);
  };

  return (
    <form action={submit} noValidate className="space-y-4">
      {failure && (
        <Suspense>
          <LoginFailure title={failure.title} message={failure.message} dismissLabel={t.dismissError} onDismiss={() => setFailure(null)} />
        </Suspense>
      )}
      <div className="space-y-2">
        <Label htmlFor="username">{t.username}</Label>
        <Input
          id="username"
          name="username"
          autoComplete="username"
          placeholder={t.usernamePlaceholder}
          required
          aria-required
          autoFocus
          value={values.username}
          onChange={update("username")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">{t.password}</Label>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-required
          value={values.password}
          onChange={update("password")}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {/* A native checkbox: it does nothing yet, so no need for radix's. */}
          <input id="remember" type="checkbox" className="size-4 shrink-0 rounded-[4px] accent-primary" />
          <Label htmlFor="remember">
            <span className="font-normal">{t.remember}</span>
          </Label>
        </div>
        {forgot}
      </div>
      {/* Enabled until hydrated: a disabled default button would make Enter in a field do nothing. */}
      <button
        type="submit"
        data-slot="button"
        data-variant="default"
        data-size="default"
        className={SUBMIT_CLASSES}
        disabled={hydrated && !canSubmit}
      >
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
