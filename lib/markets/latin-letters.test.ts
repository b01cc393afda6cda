import { toLatinLetters } from "./latin-letters";

describe("toLatinLetters", () => {
  it("drops accents and spells Latin letters of their own", () => {
    expect(toLatinLetters("Café Ñandú Über")).toBe("cafe nandu uber");
    expect(toLatinLetters("Straße Smørrebrød Łódź Œuvre")).toBe("strasse smorrebrod lodz oeuvre");
  });

  it("writes Arabic letters in Latin ones, without the vowel marks, and its digits as digits", () => {
    expect(toLatinLetters("متجر القهوة")).toBe("mtjr alqhwa");
    expect(toLatinLetters("سُوق ٢٤")).toBe("swq 24");
  });

  it("writes Japanese kana in Hepburn", () => {
    expect(toLatinLetters("カメラ")).toBe("kamera");
    expect(toLatinLetters("コーヒー")).toBe("kohi");
    expect(toLatinLetters("きゃしゃちゅじょ")).toBe("kyashachujo");
    expect(toLatinLetters("ざっし・マッチ")).toBe("zasshi matchi");
    expect(toLatinLetters("ファン")).toBe("fan");
  });

  it("writes Greek and Cyrillic letters in Latin ones", () => {
    expect(toLatinLetters("Καφές")).toBe("kafes");
    expect(toLatinLetters("Кофе и чай ёлка")).toBe("kofe i chay elka");
  });

  it("keeps what no table knows: Chinese characters, kanji, emoji", () => {
    expect(toLatinLetters("日本酒")).toBe("日本酒");
    expect(toLatinLetters("東京カメラ")).toBe("東京kamera");
    expect(toLatinLetters("😀")).toBe("😀");
  });
});
