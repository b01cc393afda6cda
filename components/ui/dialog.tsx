"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { useReturnFocus } from "@/components/ui/use-return-focus";

function Dialog({ ...props }: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger({ ...props }: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal({ ...props }: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-black/50", className)}
      {...props}
    />
  );
}

/**
 * A dialog taller than the screen scrolls its body while the footer's buttons stay at its bottom edge. The
 * footer reaches over the content's bottom padding, and its offset is that padding: whether the browser
 * counts the scroll container's padding in the sticky edge or not, the buttons stay in view.
 */
const stickyFooterClassName = "sticky -bottom-6 z-10 -mx-6 -mb-6 bg-background px-6 pt-2 pb-6";

/** Either a close (X) button with its accessible label, or no close button at all. */
type CloseButtonProps =
  | { showCloseButton?: true; closeLabel: string }
  | { showCloseButton: false; closeLabel?: never };

// Where the dialog sits and how wide it grows are variants, since nothing merges its classes with
// the caller's: `top` is the command palette's, near the top, its list scrolling inside.
const dialogContentVariants = cva(
  "fixed left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] grid-cols-[minmax(0,1fr)] rounded-lg border bg-background text-foreground shadow-lg wrap-break-word",
  {
    variants: {
      placement: {
        center: "top-[50%] translate-y-[-50%] gap-4 overflow-y-auto p-6",
        top: "top-[10%] translate-y-0 gap-0 overflow-hidden p-0",
      },
      width: {
        default: "sm:max-w-lg",
        xl: "sm:max-w-xl",
        "2xl": "sm:max-w-2xl",
        "4xl": "sm:max-w-4xl",
      },
    },
    defaultVariants: { placement: "center", width: "default" },
  },
);

type DialogWidth = VariantProps<typeof dialogContentVariants>["width"];

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> &
  CloseButtonProps;

const closeButtonClassName =
  "absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

function DialogContent({ className, children, placement, width, ...props }: DialogContentProps) {
  const { showCloseButton = true, closeLabel, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, ...contentProps } = props;
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  // An open combobox list inside the dialog takes Escape first: it closes the list, not the dialog.
  const onEscape = (event: KeyboardEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true") {
      event.preventDefault();
    }
    onEscapeKeyDown?.(event);
  };
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ placement, width }), className)}
        {...contentProps}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onEscapeKeyDown={onEscape}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close data-slot="dialog-close" className={closeButtonClassName}>
            <XIcon />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-left", className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", stickyFooterClassName, className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-none font-semibold", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  closeButtonClassName,
  stickyFooterClassName,
};
export type { CloseButtonProps, DialogContentProps, DialogWidth };
