import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@/lib/http/api-error";
import { serverFieldErrors } from "@/lib/http/validation-errors";
import { AmazonUrlRefused } from "@/features/products/amazon-url-refused";
import { ProductForm } from "./product-form";

jest.mock("next-intl", () => jest.requireActual("@/tests/support/next-intl-texts"));
jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

const URL_OK = "https://www.amazon.es/dp/B000000001";

it("shows a 422 on amazon_url as the field's Spanish message and keeps the typed value", async () => {
  const refusal = new ApiError(422, "body.amazon_url: invalid url", {
    detail: [{ loc: ["body", "amazon_url"], msg: "invalid or missing URL scheme", type: "value_error.url.scheme" }],
  });
  const onSubmit = jest.fn(async () => {
    const [refused] = serverFieldErrors(refusal, { amazon_url: {} }, { required: "La URL de Amazon es obligatoria", invalid: "La URL debe ser de Amazon (amazon.com, amazon.es, etc.)" });
    throw new AmazonUrlRefused(refused.message);
  });
  render(<ProductForm mode="create" defaultUrl="" onSubmit={onSubmit} onCancel={() => {}} />);
  const input = screen.getByLabelText(/URL de Amazon/);
  await userEvent.type(input, URL_OK);
  await userEvent.click(screen.getByRole("button", { name: "Crear Producto" }));
  expect(await screen.findByText("La URL debe ser de Amazon (amazon.com, amazon.es, etc.)")).toBeInTheDocument();
  expect(input).toHaveValue(URL_OK);
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(screen.queryByText(/invalid or missing/)).not.toBeInTheDocument();
});
