"use client";
// The API client dialogs and detail sheet load together the first time one opens: no page's first load carries radix's dialog code.
import dynamic from "next/dynamic";

const load = () => import("./dialogs");

export const ClientDetailSheet = dynamic(() => load().then((m) => m.ClientDetailSheet), { ssr: false });
export const CreateApiClientDialog = dynamic(() => load().then((m) => m.CreateApiClientDialog), { ssr: false });
export const DeleteClientDialog = dynamic(() => load().then((m) => m.DeleteClientDialog), { ssr: false });
export const EditClientDialog = dynamic(() => load().then((m) => m.EditClientDialog), { ssr: false });
export const RotateClientSecretDialog = dynamic(() => load().then((m) => m.RotateClientSecretDialog), { ssr: false });
