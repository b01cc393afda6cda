"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signIn } from "@/lib/auth/api";
import { loginRequestSchema, type LoginRequest } from "@/lib/auth/schemas";
import { errorMessage } from "@/lib/http/api-error";

export function LoginForm() {
  const t = useTranslations("auth.login");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: "", password: "" },
  });
  const [username, password] = useWatch({ control, name: ["username", "password"] });
  const submitting = formState.isSubmitting || formState.isSubmitSuccessful;
  const canSubmit = username.trim() !== "" && password !== "" && !submitting;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
      router.replace("/dashboard");
    } catch (error) {
      setFailure(errorMessage(error, t("errorDefault")));
      throw error;
    }
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl font-semibold">{t("title")}</h1>
        </CardTitle>
        <CardDescription>{t("subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event).catch(() => {})} noValidate className="space-y-4">
          {failure && (
            <Alert variant="destructive" className="pr-10">
              <AlertCircle aria-hidden />
              <AlertTitle>{t("errorTitle")}</AlertTitle>
              <AlertDescription>{failure}</AlertDescription>
              <button
                type="button"
                onClick={() => setFailure(null)}
                aria-label={t("dismissError")}
                className="absolute top-2 right-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            </Alert>
          )}
          <div className="space-y-2">
            <Label htmlFor="username">{t("username")}</Label>
            <Input
              id="username"
              autoComplete="username"
              placeholder={t("usernamePlaceholder")}
              required
              aria-required
              autoFocus
              {...register("username")}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="password">{t("password")}</Label>
            <Input id="password" type="password" autoComplete="current-password" required aria-required {...register("password")} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Checkbox id="remember" />
              <Label htmlFor="remember" className="font-normal">
                {t("remember")}
              </Label>
            </div>
            <Button type="button" variant="link" className="h-auto px-0 text-sm">
              {t("forgot")}
            </Button>
          </div>
          <Button type="submit" className="w-full" disabled={!canSubmit}>
            {submitting ? t("submitting") : t("submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
