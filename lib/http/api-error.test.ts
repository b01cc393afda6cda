import { ApiError, errorMessage, isUnavailable } from "./api-error";

describe("errorMessage", () => {
  it("gives the server's detail, else the screen's text", () => {
    expect(errorMessage(new ApiError(400, "del servidor"), "por defecto")).toBe("del servidor");
    expect(errorMessage(new ApiError(500, null), "por defecto")).toBe("por defecto");
    expect(errorMessage(new Error("boom"), "por defecto")).toBe("por defecto");
    expect(errorMessage("raro", "por defecto")).toBe("por defecto");
  });

  it("lets a screen word certain statuses itself, whatever the detail", () => {
    const byStatus = { 409: "Tiene contenido", 403: "Sin permisos", 404: "No existe" };
    expect(errorMessage(new ApiError(409, "otro texto"), "genérico", { byStatus })).toBe("Tiene contenido");
    expect(errorMessage(new ApiError(403, null), "genérico", { byStatus })).toBe("Sin permisos");
    expect(errorMessage(new ApiError(500, "Fallo interno"), "genérico", { byStatus })).toBe("Fallo interno");
    expect(errorMessage(new ApiError(500, null), "genérico", { byStatus })).toBe("genérico");
  });

  it("with cause 'thrown', a failure that is not an answer says its own message", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "por defecto", { cause: "thrown" })).toBe("Failed to fetch");
    expect(errorMessage(new ApiError(500, null, null, "HTTP error! status: 500"), "por defecto", { cause: "thrown" })).toBe("por defecto");
    expect(errorMessage(new Error("  "), "por defecto", { cause: "thrown" })).toBe("por defecto");
  });

  it("with cause 'always', an answer without detail says the error's own message", () => {
    expect(errorMessage(new ApiError(500, null, null, "HTTP error! status: 500"), "", { cause: "always" })).toBe("HTTP error! status: 500");
    expect(errorMessage(new ApiError(404, "Producto no encontrado"), "", { cause: "always" })).toBe("Producto no encontrado");
    expect(errorMessage(new Error("boom"), "", { cause: "always" })).toBe("boom");
  });

  it("never gives an English detail: the screen's text stands in for it", () => {
    expect(errorMessage(new ApiError(401, "Could not validate credentials"), "Error al subir las imágenes")).toBe("Error al subir las imágenes");
    expect(errorMessage(new ApiError(404, "Not Found"), "No existe", { cause: "always" })).toBe("No existe");
    expect(errorMessage(new ApiError(409, "Ya existe un nicho con ese nombre"), "genérico")).toBe("Ya existe un nicho con ese nombre");
  });
});

describe("isUnavailable", () => {
  it("is an outage when no answer came or the server says it cannot serve now", () => {
    for (const status of [0, 502, 503, 504]) expect(isUnavailable(new ApiError(status, null))).toBe(true);
    for (const status of [400, 401, 404, 409, 422, 429, 500]) expect(isUnavailable(new ApiError(status, null))).toBe(false);
    expect(isUnavailable(new Error("boom"))).toBe(false);
  });
});
