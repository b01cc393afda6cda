// Answers the panel does not read beyond success: declared so the contract (and the OpenAPI drawn
// from it) says what a backend sends, tolerant so any backend's own shape passes.
import * as z from "zod/mini";

/** `{message}` as FastAPI handlers commonly answer a delete or a cancel. */
export const messageAnswerSchema = z.looseObject({ message: z.optional(z.nullable(z.string())) });

/** No body (204) or a body the panel ignores. */
export const ignoredAnswerSchema = z.unknown();
