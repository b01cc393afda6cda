"use client";
// The template dialogs (the delete, the image lightbox) load together the first time one opens: no page's
// first load carries radix's dialog code.
import dynamic from "next/dynamic";

const load = () => import("./dialogs");

export const DeleteCatalogDialog = dynamic(() => load().then((m) => m.DeleteCatalogDialog), { ssr: false });
export const ImageLightbox = dynamic(() => load().then((m) => m.ImageLightbox), { ssr: false });
