// An article answer written to hurt: runs of whitespace where a backtracking pattern would take seconds
// (before a code fence that does not end the answer, inside headings, on blank lines before any list) and someone else's
// affiliate tag in every spelling of an Amazon link, in every field.
export const FOREIGN_TAG = "otro-21";
export const WHITESPACE_RUN = " ".repeat(150_000);
const HEADING_RUN = " \t".repeat(5_000);

const asin = "B0HOSTIL99";
/** The same product, linked as people and models write it. */
export const FOREIGN_LINKS = [
  `https://www.amazon.es/dp/${asin}?tag=${FOREIGN_TAG}`,
  `www.amazon.es/dp/${asin}?tag=${FOREIGN_TAG}`,
  `WWW.AMAZON.ES/dp/${asin}?TAG=${FOREIGN_TAG}`,
  `amazon.es/gp/product/${asin}?Tag=${FOREIGN_TAG}`,
  `https://www.amazon.de/dp/${asin}?tag=${FOREIGN_TAG}`,
  `https://www.amazon.es/exec/obidos/ASIN/${asin}/${FOREIGN_TAG}`,
  `http://amazon.es/s?k=cafetera&tag=${FOREIGN_TAG}`,
];

const all = FOREIGN_LINKS.join(" y ");

export const HOSTILE_ARTICLE = {
  title: `Cafetera ${FOREIGN_LINKS[0]} ${FOREIGN_LINKS[3]}`,
  intro: `Mira ${all}.\n${" \n".repeat(20_000)}Fin.`,
  summary: [`Punto ${all}`],
  sections: [
    // Streamed in fragments, the whole answer stays under the writer's 1 MB cap.
    { heading: `## ${HEADING_RUN}Diseño ${FOREIGN_LINKS[2]}${HEADING_RUN}##`, body: `## Título${" ".repeat(100_000)}x\n- [ficha](${FOREIGN_LINKS[4]}) ${all}` },
  ],
  pros: [`Barata ${FOREIGN_LINKS[1]}`],
  cons: [`Pesada ${FOREIGN_LINKS[5]}`],
  faq: [{ question: `¿Mejor en ${FOREIGN_LINKS[4]} o ${FOREIGN_LINKS[3]}?`, answer: `[Aquí](${FOREIGN_LINKS[5]}) o ${all}` }],
  conclusion: `Fin ${"](http://x".repeat(5_000)} ${all}`,
  meta_title: `Cafetera ${FOREIGN_LINKS[2]}`,
  meta_description: `Oferta ${all}`,
  keywords: [FOREIGN_LINKS[1], FOREIGN_LINKS[6]],
};

/** The answer as the model sends it: fenced, with the whitespace run before a fence that is not its end. */
export const HOSTILE_CONTENT = `\`\`\`json\n${JSON.stringify(HOSTILE_ARTICLE)}${WHITESPACE_RUN}\`\`\` .`;
