import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

/** Unauthenticated layout: a centred card with heading, tagline and footer. */
export function AuthCardLayout({ children }: { children: ReactNode }) {
  const t = useTranslations("auth.layout");
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <main className="w-full max-w-md">
        <header className="mb-6 text-center">
          <p className="text-2xl font-bold tracking-tight">{t("heading")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("tagline")}</p>
        </header>
        {children}
      </main>
      <footer className="mt-8 text-center text-xs text-muted-foreground">
        {new Date().getFullYear()} {t("footer")}
      </footer>
    </div>
  );
}
