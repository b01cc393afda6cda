// What a model server may not make the writer do: send the key to another address, hold an answer of any
// size in memory, or pass off an answer cut by the token budget as a whole one.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { chatCompletion, MAX_ANSWER_BYTES } from "../content-writer/chat-completions";
import { WriterError } from "../content-writer/writer-error";

const KEY = "sk-limits-SECRET-42";

function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

describe("chat completions limits", () => {
  const seenByOther: (string | undefined)[] = [];
  let other: Awaited<ReturnType<typeof listen>>;
  let model: Awaited<ReturnType<typeof listen>>;

  before(async () => {
    other = await listen((req, res) => {
      seenByOther.push(req.headers.authorization);
      res.end("{}");
    });
    model = await listen((req, res) => {
      if (req.url?.startsWith("/moved/")) {
        res.writeHead(307, { location: `${other.url}/v1/chat/completions` }).end();
      } else if (req.url?.startsWith("/cut/")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { content: '{"title": "Medio art' }, finish_reason: "length" }] }));
      } else if (req.url?.startsWith("/huge/")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(`{"choices":[{"message":{"content":"${"x".repeat(MAX_ANSWER_BYTES + 10)}"}}]}`);
      } else {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: {"choices":[{"delta":{"content":"${"y".repeat(MAX_ANSWER_BYTES + 10)}"}}]}\n\n`);
      }
    });
  });
  after(async () => {
    await other.close();
    await model.close();
  });

  const ask = (path: string, stream = false) =>
    chatCompletion({ baseUrl: `${model.url}${path}`, apiKey: () => KEY, model: "m", maxTokens: 500 }, [{ role: "user", content: "hola" }], {
      signal: AbortSignal.timeout(10_000),
      shape: { name: "greeting", schema: z.object({ text: z.string() }) },
      onDelta: stream ? () => {} : undefined,
    });

  it("refuses a redirect instead of sending the key on", async () => {
    await assert.rejects(ask("/moved/v1"), (err: unknown) => err instanceof WriterError && /307/.test(err.message) && !err.message.includes(KEY));
    assert.deepEqual(seenByOther, []);
  });

  it("refuses an answer the token budget cut, naming the budget and its variable", async () => {
    await assert.rejects(ask("/cut/v1"), (err: unknown) => err instanceof WriterError && /alcanzó el límite de 500 tokens \(CONTENT_MAX_TOKENS\)$/.test(err.message));
  });

  it("refuses an answer over the limit, plain or streamed", async () => {
    await assert.rejects(ask("/huge/v1"), (err: unknown) => err instanceof WriterError && /supera/.test(err.message));
    await assert.rejects(ask("/stream/v1", true), (err: unknown) => err instanceof WriterError && /supera/.test(err.message));
  });
});
