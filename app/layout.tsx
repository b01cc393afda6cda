import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { AppProviders } from "@/components/layout/app-providers";
import { ClientTextsSetter } from "@/components/layout/client-texts-setter";
import { CONTRAST_INIT_SCRIPT } from "@/components/layout/contrast-provider";
import { loadClientTexts } from "@/lib/i18n/load-client-texts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` }, description: t("appDescription") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="es" suppressHydrationWarning data-contrast="normal">
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONTRAST_INIT_SCRIPT }} />
      </head>
      <body>
        {/* No NextIntlClientProvider here: /login renders its texts on the server; the admin layout has its own. */}
        <ClientTextsSetter texts={await loadClientTexts()} />
        <AppProviders nonce={nonce}>{children}</AppProviders>
      </body>
    </html>
  );
}
