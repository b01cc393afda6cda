import { failureFromResponse, rejectionReason } from "./upload-rules";

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
    expect(failureFromResponse(422, '{"detail":[{"msg":"Field required","loc":["body","files"]}]}')).toEqual({
      kind: "server",
      message: "Field required",
    });
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
