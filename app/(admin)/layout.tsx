import type { ReactNode } from "react";
import { AdminShell } from "@/components/layout/admin-shell";
import { SessionGuard } from "@/components/layout/session-guard";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <AdminShell>{children}</AdminShell>
    </SessionGuard>
  );
}
