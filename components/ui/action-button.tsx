"use client";

import type { ComponentProps } from "react";
import { Button } from "./button";

type ActionButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "type" | "asChild"> & { onPress: () => void };

/**
 * A button whose press is a form action: React keeps a press made before the page's scripts ran and
 * replays it once they have (a plain onClick made then is lost). The form takes no room in the layout.
 */
export function ActionButton({ onPress, ...props }: ActionButtonProps) {
  return (
    <form action={() => onPress()} className="contents">
      <Button type="submit" {...props} />
    </form>
  );
}
