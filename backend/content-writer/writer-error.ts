import type { ModelFault } from "../pipelines/circuit-breaker";

/** A write that another attempt would repeat (the model refused, failed, timed out or answered nonsense). */
export class WriterError extends Error {}

/** The model server cannot be used at all (key, model, quota, network): every product would fail the same way. */
export class ModelUnavailable extends WriterError {
  constructor(
    message: string,
    readonly fault: ModelFault,
  ) {
    super(message);
  }
}
