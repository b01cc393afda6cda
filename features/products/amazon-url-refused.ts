/** A save the server refused for the Amazon URL itself: the form shows `message` on that field. */
export class AmazonUrlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AmazonUrlRefused";
  }
}
