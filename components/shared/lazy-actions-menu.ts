"use client";
// The actions menu's radix code (menu, popper, focus and scroll handling) loads the first time a row's or
// card's menu is opened (`LazyMenu`): lists of thousands render only a plain button until then.
import dynamic from "next/dynamic";

export const ActionsMenu = dynamic(() => import("./actions-menu").then((m) => m.ActionsMenu));
