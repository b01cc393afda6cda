import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { AdminShell } from "@/components/layout/admin-shell";
import { AdminToaster } from "@/components/layout/admin-toaster";
import { SessionGuard } from "@/features/auth/screens";
import { AutomationPopover } from "@/features/automation/screens";
import { GlobalSearch } from "@/features/search/screens";
import { readRequestLimit } from "@/lib/config/request-limit";
import { RequestLimitProvider } from "@/lib/browser-data/request-limit-context";
import { messagesExcept } from "@/lib/i18n/pick-messages";
import { AdminRealtime } from "./admin-realtime";

// Sign-in texts and the proxy's server-side texts are never read by admin client components.
const NOT_IN_ADMIN = ["auth", "proxy"];

export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={await messagesExcept(NOT_IN_ADMIN)}>
      <SessionGuard>
        <AdminRealtime>
          <RequestLimitProvider maxBytes={readRequestLimit(process.env)}>
            <AdminShell search={<GlobalSearch />} topRight={<AutomationPopover />}>{children}</AdminShell>
          </RequestLimitProvider>
        </AdminRealtime>
      </SessionGuard>
      <AdminToaster />
    </NextIntlClientProvider>
  );
}
