import type { ReactNode } from "react";
import { AuthCardLayout } from "@/features/auth/components/auth-card-layout";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthCardLayout>{children}</AuthCardLayout>;
}
