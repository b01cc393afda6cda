import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { AdminShell } from "@/components/layout/admin-shell";
import { AdminToaster } from "@/components/layout/admin-toaster";
import { SessionGuard } from "@/features/auth/screens";
import { AutomationPopover } from "@/features/automation/screens";
import { GlobalSearch } from "@/features/search/screens";
import { readRequestLimit } from "@/lib/config/request-limit";
import { RequestLimitProvider } from "@/lib/browser-data/request-limit-context";
import { SHELL_NAMESPACES } from "@/lib/i18n/admin-messages";
import { messagesOf } from "@/lib/i18n/pick-messages";
import { AdminRealtime } from "./admin-realtime";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={await messagesOf(SHELL_NAMESPACES)}>
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
