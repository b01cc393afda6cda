"use client";

import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMounted } from "@/components/layout/use-mounted";
import { openDashboard } from "@/features/auth/open-dashboard";
import { loginRequestSchema, type LoginRequest } from "@/features/auth/schemas";
import { signIn as send } from "@/features/auth/sign-in";
import { errorMessage, isUnavailable } from "@/lib/http/api-error";
import LoginFailure from "./login-failure";

const resolver = zodResolver(loginRequestSchema);

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

// `forgot` is the server-rendered "forgot password" link.
export function LoginForm({ texts: t, forgot }: { texts: LoginTexts; forgot: ReactNode }) {
  // Uncontrolled fields: react-hook-form takes text typed before hydration when it registers them.
  const form = useForm<LoginRequest>({ resolver, defaultValues: { username: "", password: "" } });
  const [failure, setFailure] = useState<Failure | null>(null);
  const hydrated = useMounted();
  const { isSubmitting, isSubmitSuccessful, isValid } = form.formState;
  // Stays "submitting" after a sign-in until the dashboard replaces this screen.
  const submitting = isSubmitting || isSubmitSuccessful;

  const signIn = async (credentials: LoginRequest) => {
    setFailure(null);
    try {
      await send(credentials);
      openDashboard();
    } catch (error) {
      setFailure(failureOf(error, t));
      // A refused sign-in is not a successful submit: the button comes back.
      throw error;
    }
  };

  const submit = () => {
    if (!submitting) void form.handleSubmit(signIn)().catch(() => undefined);
  };

  // The action is there for the server-rendered form: it cannot be sent natively (no credentials in a
  // URL), and React replays a submit made before hydration (Enter in a field) through it. Once hydrated,
  // onSubmit sends instead: an action would reset the fields and hold the form's state until it ends.
  return (
    <form
      action={submit}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="space-y-4"
    >
      {failure && <LoginFailure title={failure.title} message={failure.message} dismissLabel={t.dismissError} onDismiss={() => setFailure(null)} />}
      <div className="space-y-2">
        <Label htmlFor="username">{t.username}</Label>
        <Input
          id="username"
          autoComplete="username"
          placeholder={t.usernamePlaceholder}
          required
          aria-required
          autoFocus
          {...form.register("username")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">{t.password}</Label>
        <Input id="password" type="password" autoComplete="current-password" required aria-required {...form.register("password")} />
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
        disabled={hydrated && (!isValid || submitting)}
      >
        {submitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
