"use client";

import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/** False until the browser is first idle after the page's first paint (see `whenIdle`). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
