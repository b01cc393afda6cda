// The markets' names written in Latin letters, for a site's address (a niche's slug). Covers what a
// letter-by-letter table can: Latin letters with accents or of their own (ß, æ, ø, ł…), Greek,
// Cyrillic, Arabic and Japanese kana. Chinese characters and Japanese kanji need a dictionary: they
// are left as they are, and the slug rule drops them like any other character it does not take.

const LATIN_OWN: Record<string, string> = {
  ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h", ŋ: "ng",
};

const GREEK: Record<string, string> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k", λ: "l", μ: "m",
  ν: "n", ξ: "x", ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o",
};

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", ґ: "g", д: "d", е: "e", є: "ye", ж: "zh", з: "z", и: "i", і: "i",
  ї: "yi", й: "y", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u",
  ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

const ARABIC: Record<string, string> = {
  ا: "a", أ: "a", إ: "i", آ: "a", ٱ: "a", ب: "b", ت: "t", ث: "th", ج: "j", ح: "h", خ: "kh", د: "d",
  ذ: "dh", ر: "r", ز: "z", س: "s", ش: "sh", ص: "s", ض: "d", ط: "t", ظ: "z", ع: "a", غ: "gh", ف: "f",
  ق: "q", ك: "k", ل: "l", م: "m", ن: "n", ه: "h", ة: "a", و: "w", ؤ: "w", ي: "y", ى: "a", ئ: "y",
  ء: "", پ: "p", چ: "ch", گ: "g", ـ: "",
};

// Hiragana (katakana is the same table 0x60 further), in Hepburn.
const KANA_ROWS: [string, string[]][] = [
  ["ぁあぃいぅうぇえぉお", ["a", "a", "i", "i", "u", "u", "e", "e", "o", "o"]],
  ["かがきぎくぐけげこご", ["ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go"]],
  ["さざしじすずせぜそぞ", ["sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo"]],
  ["ただちぢっつづてでとど", ["ta", "da", "chi", "ji", "", "tsu", "zu", "te", "de", "to", "do"]],
  ["なにぬねの", ["na", "ni", "nu", "ne", "no"]],
  ["はばぱひびぴふぶぷへべぺほぼぽ", ["ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po"]],
  ["まみむめも", ["ma", "mi", "mu", "me", "mo"]],
  ["ゃやゅゆょよ", ["ya", "ya", "yu", "yu", "yo", "yo"]],
  ["らりるれろ", ["ra", "ri", "ru", "re", "ro"]],
  ["ゎわゐゑをんゔ", ["wa", "wa", "i", "e", "o", "n", "vu"]],
];
const KANA: Record<string, string> = {};
for (const [row, sounds] of KANA_ROWS) {
  [...row].forEach((kana, i) => {
    KANA[kana] = sounds[i];
    KANA[String.fromCharCode(kana.charCodeAt(0) + 0x60)] = sounds[i];
  });
}
const SMALL_Y = new Set([..."ゃゅょャュョ"]);
const SMALL_VOWEL = new Set([..."ぁぃぅぇぉァィゥェォ"]);
const SOKUON = new Set(["っ", "ッ"]);
// ー lengthens the vowel before it; the slug keeps one.
const LONG_MARK = "ー";

/** Japanese kana in Hepburn: きゃ kya, しゃ sha, っか kka, ファ fa; anything else is kept. */
function kanaToLatin(text: string): string {
  let out = "";
  let doubleNext = false;
  for (const char of text) {
    const sound = KANA[char];
    if (SOKUON.has(char)) {
      doubleNext = true;
      continue;
    }
    if (sound === undefined) {
      if (char !== LONG_MARK) out += char === "・" ? " " : char;
      doubleNext = false;
      continue;
    }
    // A small ya/yu/yo or vowel joins the syllable before it (ki + ya → kya, shi + ya → sha, fu + a → fa).
    const before = out.slice(-3);
    if (SMALL_Y.has(char) && /(?:sh|ch|j)i$/.test(before)) out = out.slice(0, -1) + sound.slice(1);
    else if (SMALL_Y.has(char) && /[a-z]i$/.test(before)) out = out.slice(0, -1) + sound;
    else if (SMALL_VOWEL.has(char) && /[a-z][aiueo]$/.test(before)) out = out.slice(0, -1) + sound;
    else out += doubleNext ? (sound.startsWith("ch") ? "t" : sound[0]) + sound : sound;
    doubleNext = false;
  }
  return out;
}

const TABLES = [LATIN_OWN, GREEK, CYRILLIC, ARABIC];

function mapLetters(text: string): string {
  let out = "";
  for (const char of text) {
    const latin = TABLES.find((table) => table[char] !== undefined)?.[char];
    // Arabic-Indic digits read as the digits they are.
    const digit = /[\u0660-\u0669\u06f0-\u06f9]/.test(char) ? String(char.charCodeAt(0) & 0xf) : undefined;
    out += latin ?? digit ?? char;
  }
  return out;
}

/**
 * The text in Latin letters where a table knows them, lower case, accents dropped; characters no
 * table knows are kept (the caller decides what to do with them).
 */
export function toLatinLetters(text: string): string {
  // Whole letters first (й is not и with a mark), then what is left without its accents (ά → α → a),
  // Arabic's vowel marks included.
  const whole = mapLetters(kanaToLatin(text.normalize("NFC").toLowerCase()));
  return mapLetters(whole.normalize("NFD").replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, ""));
}
