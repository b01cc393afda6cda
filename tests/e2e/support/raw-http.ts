// Raw HTTP on a socket, as an attacker would send it: for requests a browser or fetch cannot make.
import net from "node:net";
import { expect } from "@playwright/test";

/** Sends `head` as it is on a new connection and resolves with all the server wrote back. */
export function rawRequest(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer within 10 s to: ${head.split("\r\n")[0]}`)));
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(head);
  });
}

export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

/** The security headers every answer of the panel carries. */
export function expectPanelHeaders(answer: string) {
  const head = answer.split("\r\n\r\n")[0].toLowerCase();
  expect(head).toContain("x-content-type-options: nosniff");
  expect(head).toContain("referrer-policy: strict-origin-when-cross-origin");
  expect(head).toContain("x-frame-options: deny");
  expect(head).toContain("frame-ancestors 'none'");
}
