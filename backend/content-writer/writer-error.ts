/** A write that another attempt would repeat (the model refused, failed, timed out or answered nonsense). */
export class WriterError extends Error {}
