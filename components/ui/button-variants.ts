import { cva, type VariantProps } from "class-variance-authority";

// The button's look, apart from Button: cva alone joins classes without tailwind-merge, so the sign-in
// form styles a native button without shipping the merge (Button merges through `cn`). For that form's
// sake a class that one variant or size would replace (the gap, the ring colour, the height) is spelled
// in each of them rather than in the base.
// Focus: the global `:focus-visible` outline (globals.css, solid ring colour) is kept on purpose
// (the 50% ring alone is < 3:1 against the background); the 3px ring is shadcn's soft halo.
export const buttonVariants = cva(
  "inline-flex items-center rounded-md text-sm font-medium transition-[color,box-shadow,background-color] focus-visible:border-ring focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50",
        destructive:
          "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:focus-visible:ring-destructive/40",
        outline:
          "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 dark:border-input dark:bg-input/30 dark:hover:bg-input/50 high-contrast:border-input",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/50",
        ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 dark:hover:bg-accent/50",
        /** A quiet destructive action (a card's Delete): the ghost button in the destructive colour. */
        "ghost-destructive": "text-destructive hover:bg-accent hover:text-destructive focus-visible:ring-ring/50 dark:hover:bg-accent/50",
        link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring/50 high-contrast:underline",
      },
      size: {
        default: "h-9 gap-2 px-4 py-2 whitespace-nowrap has-[>svg]:px-3",
        sm: "h-8 gap-1.5 rounded-md px-3 whitespace-nowrap has-[>svg]:px-2.5",
        /** As sm, but its text wraps and the button grows with it. */
        "sm-wrap": "h-auto min-h-8 gap-1.5 rounded-md px-3 whitespace-normal has-[>svg]:px-2.5",
        xs: "h-7 gap-1.5 rounded-md px-3 whitespace-nowrap has-[>svg]:px-2.5",
        lg: "h-10 gap-2 rounded-md px-6 whitespace-nowrap has-[>svg]:px-4",
        /** A row of the side menu: its icon as far from its text as the menu's links. */
        menu: "h-9 gap-3 px-4 py-2 whitespace-nowrap has-[>svg]:px-3",
        /** A link inside text: no height or side padding of its own. */
        inline: "h-auto gap-2 px-0 py-2 whitespace-nowrap has-[>svg]:px-3",
        icon: "size-9 gap-2 whitespace-nowrap",
        "icon-sm": "size-8 gap-2 whitespace-nowrap",
        "icon-xs": "size-7 gap-2 whitespace-nowrap",
      },
      align: {
        center: "justify-center",
        start: "justify-start",
      },
      /** Shares its row with its siblings (flex-1) instead of keeping its own width. */
      fill: {
        false: "shrink-0",
        true: "flex-1",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
      align: "center",
      fill: false,
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
