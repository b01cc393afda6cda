"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { logout } from "@/lib/browser-data/client";

export function LogoutButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="ghost" className="w-full justify-start gap-3" onClick={() => void logout()}>
      {children}
    </Button>
  );
}
