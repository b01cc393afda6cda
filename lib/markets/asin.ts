// What an Amazon product code (ASIN) looks like. Amazon publishes no grammar; what its catalogue
// holds is ten upper-case letters or digits of two kinds: a book's ISBN-10 (nine digits and a check
// digit or X, the checksum valid) and every other product's code, "B" then nine letters or digits
// (B0… today, BT00LLINKI among older ones). Asking for a digit in those nine keeps words out.
const PRODUCT_CODE = /^B(?=[A-Z]*[0-9])[A-Z0-9]{9}$/;
const ISBN_10 = /^[0-9]{9}[0-9X]$/;

/** Whether an ISBN-10's check digit is right: the weighted sum 10…1 is a multiple of 11. */
function isbn10Checks(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (code[i] === "X" ? 10 : Number(code[i]));
  return sum % 11 === 0;
}

/** Whether `code`, as written (upper case), is an ASIN. */
export function isAsin(code: string): boolean {
  return PRODUCT_CODE.test(code) || (ISBN_10.test(code) && isbn10Checks(code));
}
