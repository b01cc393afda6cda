"use client";
// The product dialogs load together the first time one opens: no page's first load carries radix's dialog code.
import dynamic from "next/dynamic";

const load = () => import("./dialogs");

export const BulkImportDialog = dynamic(() => load().then((m) => m.BulkImportDialog), { ssr: false });
export const ForceRegenerationDialog = dynamic(() => load().then((m) => m.ForceRegenerationDialog), { ssr: false });
export const ImportProductsDialog = dynamic(() => load().then((m) => m.ImportProductsDialog), { ssr: false });
export const ProductDeleteDialog = dynamic(() => load().then((m) => m.ProductDeleteDialog), { ssr: false });
