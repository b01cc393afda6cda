import { FileCode2, FolderTree, KeyRound, LayoutDashboard, Package, type LucideIcon } from "lucide-react";

export interface NavItem {
  key: "dashboard" | "niches" | "products" | "templates" | "apiClients";
  href: string;
  icon: LucideIcon;
}

export interface NavSection {
  key: "main" | "content" | "templates" | "admin";
  items: NavItem[];
}

export const NAV_SECTIONS: NavSection[] = [
  { key: "main", items: [{ key: "dashboard", href: "/dashboard", icon: LayoutDashboard }] },
  {
    key: "content",
    items: [
      { key: "niches", href: "/niches", icon: FolderTree },
      { key: "products", href: "/products", icon: Package },
    ],
  },
  { key: "templates", items: [{ key: "templates", href: "/niche-catalog", icon: FileCode2 }] },
  { key: "admin", items: [{ key: "apiClients", href: "/admin/api-clients", icon: KeyRound }] },
];
