"use client";
// The shared dialogs load together the first time one opens: no page's first load carries radix's dialog code.
import dynamic from "next/dynamic";

const load = () => import("./dialogs");

export const ConfirmDialog = dynamic(() => load().then((m) => m.ConfirmDialog), { ssr: false });
export const SessionEnded = dynamic(() => load().then((m) => m.SessionEnded), { ssr: false });
export const EditConflictDialog = dynamic(() => load().then((m) => m.EditConflictDialog), { ssr: false });
