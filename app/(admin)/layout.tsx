import type { ReactNode } from "react";
import { AdminShell } from "@/components/layout/admin-shell";
import { SessionGuard } from "@/components/layout/session-guard";
import { AutomationPopover } from "@/components/automation/automation-popover";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <RealtimeProvider>
        <AdminShell topRight={<AutomationPopover />}>{children}</AdminShell>
      </RealtimeProvider>
    </SessionGuard>
  );
}
