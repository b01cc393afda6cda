"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps as SonnerProps } from "sonner";

export { toast } from "sonner";

type ToasterProps = Omit<SonnerProps, "theme" | "containerAriaLabel"> & {
  /** Accessible label of the notifications region (e.g. a translated "Notifications"). */
  containerLabel: string;
  /** Accessible label of each toast's close button (e.g. a translated "Close"). */
  closeLabel: string;
};

// Rich colours are mapped onto the design tokens (tone text on a 10% tone tint over the
// popover surface), so they follow light / dark / high-contrast and keep AA contrast.
const toneStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "color-mix(in oklab, var(--success) 10%, var(--popover))",
  "--success-text": "var(--success)",
  "--success-border": "color-mix(in oklab, var(--success) 40%, var(--popover))",
  "--warning-bg": "color-mix(in oklab, var(--warning) 10%, var(--popover))",
  "--warning-text": "var(--warning)",
  "--warning-border": "color-mix(in oklab, var(--warning) 40%, var(--popover))",
  "--info-bg": "color-mix(in oklab, var(--info) 10%, var(--popover))",
  "--info-text": "var(--info)",
  "--info-border": "color-mix(in oklab, var(--info) 40%, var(--popover))",
  "--error-bg": "color-mix(in oklab, var(--destructive) 10%, var(--popover))",
  "--error-text": "var(--destructive)",
  "--error-border": "color-mix(in oklab, var(--destructive) 40%, var(--popover))",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

function Toaster({
  containerLabel,
  closeLabel,
  toastOptions,
  style,
  position = "bottom-right",
  duration = 3000,
  richColors = true,
  closeButton = true,
  ...props
}: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const theme: SonnerProps["theme"] =
    resolvedTheme === "dark" ? "dark" : resolvedTheme === "light" ? "light" : "system";
  return (
    <Sonner
      theme={theme}
      position={position}
      duration={duration}
      richColors={richColors}
      closeButton={closeButton}
      containerAriaLabel={containerLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel, ...toastOptions }}
      className="toaster group"
      style={{ ...toneStyle, ...style }}
      {...props}
    />
  );
}

export { Toaster };
export type { ToasterProps };
