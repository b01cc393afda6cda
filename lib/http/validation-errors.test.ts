import { ApiError, errorMessage } from "./api-error";
import { serverFieldErrors, validationIssues } from "./validation-errors";

const refused = (detail: unknown) => new ApiError(422, null, { detail });

describe("422 validation lists", () => {
  it("reads each loc as a body field, for pydantic 1 and 2 types", () => {
    const error = refused([
      { loc: ["body", "name"], msg: "field required", type: "value_error.missing" },
      { loc: ["body", "market", "countryCode"], msg: "Field required", type: "missing" },
      { loc: ["body", "ga_id"], msg: "string does not match regex", type: "value_error.str.regex" },
    ]);
    expect(validationIssues(error)).toEqual([
      { field: "name", kind: "required" },
      { field: "market.countryCode", kind: "required" },
      { field: "ga_id", kind: "invalid" },
    ]);
  });

  it("gives each known field the form's Spanish text or its fallback, and leaves unknown ones out", () => {
    const error = refused([
      { loc: ["body", "name"], msg: "field required", type: "value_error.missing" },
      { loc: ["body", "ga_id"], msg: "bad", type: "value_error" },
      { loc: ["body", "slug"], msg: "bad", type: "value_error" },
      { loc: ["body", "unknown_field"], msg: "bad", type: "value_error" },
    ]);
    const fields = { name: { required: "El nombre es obligatorio" }, ga_id: { invalid: "Formato inválido" }, slug: {} };
    expect(serverFieldErrors<string, string>(error, fields, { required: "Este campo es obligatorio", invalid: "Valor no válido" })).toEqual([
      { field: "name", message: "El nombre es obligatorio" },
      { field: "ga_id", message: "Formato inválido" },
      { field: "slug", message: "Valor no válido" },
    ]);
  });

  it("passes on a custom rule's own words only for fields that take them, without pydantic's prefix", () => {
    const error = refused([
      { loc: ["body", "amazon_url"], msg: "Value error, Este enlace es de Amazon, pero no es la página de un producto", type: "value_error" },
      { loc: ["body", "github_url"], msg: "La URL debe ser de GitHub (github.com)", type: "value_error" },
      { loc: ["body", "email"], msg: "value is not a valid email address", type: "value_error" },
      { loc: ["body", "slug"], msg: "String should match pattern '^[a-z]+$'", type: "string_pattern_mismatch" },
    ]);
    const fields = { amazon_url: { serverWords: true }, github_url: { invalid: "githubInvalid", serverWords: true }, email: { invalid: "email" }, slug: { serverWords: true } };
    expect(serverFieldErrors<string, string>(error, fields, { required: "required", invalid: "invalid" })).toEqual([
      { field: "amazon_url", message: "invalid", serverText: "Este enlace es de Amazon, pero no es la página de un producto" },
      { field: "github_url", message: "githubInvalid", serverText: "La URL debe ser de GitHub (github.com)" },
      { field: "email", message: "email" },
      { field: "slug", message: "invalid" },
    ]);
  });

  it("is empty for other errors, and a 422 list never reaches the user in English", () => {
    expect(validationIssues(new ApiError(409, "Ya existe"))).toEqual([]);
    expect(errorMessage(refused([{ loc: ["body", "name"], msg: "field required", type: "missing" }]), "No se pudo guardar")).toBe(
      "No se pudo guardar",
    );
    expect(errorMessage(new ApiError(422, "Ya procesado", { detail: "Ya procesado" }), "x")).toBe("Ya procesado");
  });
});
