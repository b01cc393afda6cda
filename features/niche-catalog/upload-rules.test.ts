import { formatMegabytes } from "@/lib/format/number";
import { exceedsRequestLimit, failureFromResponse, rejectionReason } from "./upload-rules";

describe("rejectionReason", () => {
  it("maps each dropzone code", () => {
    expect(rejectionReason("file-invalid-type")).toBe("invalidType");
    expect(rejectionReason("file-too-large")).toBe("tooLarge");
    expect(rejectionReason("file-too-small")).toBe("tooSmall");
    expect(rejectionReason("too-many-files")).toBe("tooMany");
    expect(rejectionReason("other")).toBe("unknown");
  });
});

describe("failureFromResponse", () => {
  it("uses the server detail or message", () => {
    expect(failureFromResponse(413, '{"detail":"Demasiado grande"}')).toEqual({ kind: "server", message: "Demasiado grande" });
    expect(failureFromResponse(500, '{"message":"Fallo"}')).toEqual({ kind: "server", message: "Fallo" });
    expect(failureFromResponse(422, '{"detail":[{"msg":"Se esperaba un formulario multipart","loc":["body","files"]}]}')).toEqual({
      kind: "server",
      message: "Se esperaba un formulario multipart",
    });
  });

  it("never passes on English words from the server", () => {
    expect(failureFromResponse(401, '{"detail":"Could not validate credentials"}')).toEqual({ kind: "sessionEnded" });
    expect(failureFromResponse(422, '{"detail":[{"msg":"Field required","loc":["body","files"]}]}')).toEqual({ kind: "generic" });
    expect(failureFromResponse(500, '{"detail":"Internal Server Error"}')).toEqual({ kind: "generic" });
  });

  it("falls back to the HTTP status when the JSON has no message", () => {
    expect(failureFromResponse(500, "{}")).toEqual({ kind: "http", status: 500 });
    expect(failureFromResponse(404, '{"detail":""}')).toEqual({ kind: "http", status: 404 });
  });

  it("reports an unreadable answer", () => {
    expect(failureFromResponse(502, "<html>")).toEqual({ kind: "unreadable" });
    expect(failureFromResponse(500, "")).toEqual({ kind: "unreadable" });
  });
});

describe("the deployment's request limit", () => {
  const limit = 4.5 * 1024 * 1024;

  it("refuses before sending a file whose request would not fit", () => {
    expect(exceedsRequestLimit({ size: 4.6 * 1024 * 1024, name: "a.png" }, limit)).toBe(true);
    expect(exceedsRequestLimit({ size: limit - 100, name: "a.png" }, limit)).toBe(true);
    expect(exceedsRequestLimit({ size: 4 * 1024 * 1024, name: "a.png" }, limit)).toBe(false);
    expect(exceedsRequestLimit({ size: 50 * 1024 * 1024, name: "a.png" }, null)).toBe(false);
  });

  it("reads a proxy's plain-text 413 as that limit, not as a server error", () => {
    expect(failureFromResponse(413, "Request Entity Too Large", limit)).toEqual({ kind: "requestTooLarge", maxBytes: limit });
    expect(failureFromResponse(413, '{"detail":"La petición supera el tamaño máximo permitido (60 MB)."}', limit)).toEqual({
      kind: "server",
      message: "La petición supera el tamaño máximo permitido (60 MB).",
    });
  });

  it("names the limit in megabytes the Spanish way", () => {
    expect(formatMegabytes(limit)).toBe("4,5");
    expect(formatMegabytes(60 * 1024 * 1024)).toBe("60");
  });
});
