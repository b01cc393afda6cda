"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { AlertCircle, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMounted } from "@/components/layout/use-mounted";
import type { LoginRequest } from "@/features/auth/schemas";
import { errorMessage } from "@/lib/http/api-error";

// zod and the sign-in call load when the form is sent, so they stay out of the page's first load.
const loadSignIn = () => Promise.all([import("@/features/auth/schemas"), import("@/features/auth/api")]);

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
  dismissError: string;
}

// Plain state instead of a form library: two fields do not need one, and /login has a tight script budget.
export function LoginForm({ texts: t }: { texts: LoginTexts }) {
  const router = useRouter();
  const [values, setValues] = useState<LoginRequest>({ username: "", password: "" });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
      router.replace("/dashboard");
    } catch (error) {
      setFailure(errorMessage(error, t.errorDefault));
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
    <Card>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl font-semibold">{t.title}</h1>
        </CardTitle>
        <CardDescription>{t.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <form action={submit} noValidate className="space-y-4">
          {failure && (
            <Alert variant="destructive" className="pr-10">
              <AlertCircle aria-hidden />
              <AlertTitle>{t.errorTitle}</AlertTitle>
              <AlertDescription>{failure}</AlertDescription>
              <button
                type="button"
                onClick={() => setFailure(null)}
                aria-label={t.dismissError}
                className="absolute top-2 right-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            </Alert>
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
              <Label htmlFor="remember" className="font-normal">
                {t.remember}
              </Label>
            </div>
            <Button type="button" variant="link" className="h-auto px-0 text-sm">
              {t.forgot}
            </Button>
          </div>
          {/* Enabled until hydrated: a disabled default button would make Enter in a field do nothing. */}
          <Button type="submit" className="w-full" disabled={hydrated && !canSubmit}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
