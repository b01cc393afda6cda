"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The viewer's icons that never change: rendered on the server by the page, so their code stays out of the browser's. */
export interface ContentIcons {
  back: ReactNode;
  copy: ReactNode;
  copied: ReactNode;
  reading: ReactNode;
  readingBanner: ReactNode;
  exitReading: ReactNode;
  fullscreen: ReactNode;
  download: ReactNode;
  share: ReactNode;
  print: ReactNode;
  edit: ReactNode;
  regenerate: ReactNode;
}

const ContentIconsContext = createContext<Partial<ContentIcons>>({});

export const ContentIconsProvider = ContentIconsContext.Provider;

export function useContentIcons(): Partial<ContentIcons> {
  return useContext(ContentIconsContext);
}
