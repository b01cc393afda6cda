/**
 * @jest-environment node
 */
import { PassThrough } from "node:stream";
import { requestBody } from "./request-body";

describe("requestBody", () => {
  it("streams every chunk and ends with the source", async () => {
    const source = new PassThrough();
    const body = requestBody(source);
    source.write("uno ");
    source.end("dos");
    expect(await new Response(body).text()).toBe("uno dos");
  });

  it("reads nothing until asked", async () => {
    const source = new PassThrough();
    requestBody(source);
    source.write("x");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.readableLength).toBe(1);
  });

  it("drains the rest when cancelled instead of destroying the source", async () => {
    const source = new PassThrough();
    const reader = requestBody(source).getReader();
    source.write("a");
    await reader.read();
    await reader.cancel();
    source.write("b".repeat(100_000));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.destroyed).toBe(false);
    expect(source.readableLength).toBe(0);
  });

  it("errors when the client goes away mid-body", async () => {
    const source = new PassThrough();
    const reader = requestBody(source).getReader();
    source.write("a");
    await reader.read();
    source.destroy();
    await expect(reader.read()).rejects.toThrow("the client closed the request");
  });
});
