"use client";
// The niche edit and detail dialogs load together the first time one opens: no page's first load carries radix's dialog code.
import dynamic from "next/dynamic";

const load = () => import("./dialogs");

export const ApiKeyDialog = dynamic(() => load().then((m) => m.ApiKeyDialog), { ssr: false });
export const RotateSecretDialog = dynamic(() => load().then((m) => m.RotateSecretDialog), { ssr: false });
