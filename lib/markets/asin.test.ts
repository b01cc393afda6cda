import { isAsin } from "./asin";

describe("isAsin", () => {
  it.each(["B0ABCDEF12", "B000000001", "BT00LLINKI", "8420412147", "080442957X", "0306406152"])("takes %s", (code) => {
    expect(isAsin(code)).toBe(true);
  });

  it.each([
    ["a word that fills ten characters", "HELLOWORLD"],
    ["a word with a digit", "CAFETERAS1"],
    ["ten digits whose check digit is wrong", "1234567890"],
    ["a B and nine letters", "BLUETOOTHS"],
    ["lower case", "b0abcdef12"],
    ["nine characters", "B0ABCDEF1"],
    ["eleven characters", "B0ABCDEF123"],
    ["an X that is not the check digit", "03064X6152"],
  ])("refuses %s (%s)", (_why, code) => {
    expect(isAsin(code)).toBe(false);
  });
});
