/** A step of the automation failed: `message` is the step's text, `detail` the server's reason. */
export class AutomationFailedError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
    this.name = "AutomationFailedError";
  }
}
