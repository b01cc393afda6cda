/**
 * A box of fixed shape (give it an aspect ratio) whose image fills it, cropped: the image is taken out of
 * the flow, so a portrait or oversized picture can never stretch the box, and so its card or grid row.
 */
export const coverFrameClassName =
  "relative overflow-hidden [&>img]:absolute [&>img]:inset-0 [&>img]:size-full [&>img]:object-cover";
