"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { logout } from "@/lib/browser-data/client";

export function LogoutButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="ghost" size="menu" align="start" className="w-full" onClick={() => void logout()}>
      {children}
    </Button>
  );
}
