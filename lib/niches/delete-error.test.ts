import { ApiError } from "@/lib/http/api-error";
import { deleteErrorMessage } from "./delete-error";

describe("deleteErrorMessage", () => {
  it("maps 409, 403 and 404 to the spec's fixed texts whatever the detail", () => {
    expect(deleteErrorMessage(new ApiError(409, "otro texto"))).toEqual({ key: "conflict" });
    expect(deleteErrorMessage(new ApiError(403, null))).toEqual({ key: "forbidden" });
    expect(deleteErrorMessage(new ApiError(404, "Nicho no encontrado"))).toEqual({ key: "notFound" });
  });

  it("shows the server's detail for other answers, else the default", () => {
    expect(deleteErrorMessage(new ApiError(500, "Fallo interno"))).toEqual({ text: "Fallo interno" });
    expect(deleteErrorMessage(new ApiError(500, null))).toEqual({ key: "generic" });
    expect(deleteErrorMessage(new Error("boom"))).toEqual({ key: "generic" });
  });
});
