// English texts of the template writer (also written for markets whose language it does not have).
import type { WriterText } from "./writer-text";

export const en: WriterText = {
  article: {
    thisProduct: "this product",
    notAvailable: "Not available",
    titles: [
      (v) => `${v.product}: review and buying guide`,
      (v) => `${v.product}: features, pros and buying tips`,
      (v) => `Is ${v.product} worth it? Full review`,
      (v) => `${v.product} guide: everything you need to know`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `In this review we look at ${v.product} with objective criteria so you can decide with facts, not hype.`,
          (v) => `We break down ${v.product} point by point: what it offers, who it suits and what to check before buying.`,
        ],
        closing: [
          (v) => `If it matches your needs, ${v.product} is a solid choice in the ${v.niche} category.`,
          (v) => `With this guide you can weigh ${v.product} against other ${v.niche} options with confidence.`,
        ],
      },
      casual: {
        intro: [
          (v) => `Thinking about getting ${v.product}? Here is what you need to know, no fluff.`,
          (v) => `Let's cut to it: this is what you should know about ${v.product} before you hit buy.`,
        ],
        closing: [
          (v) => `Bottom line: if you want something practical in ${v.niche}, ${v.product} is worth a look.`,
          (v) => `Our take? ${v.product} is one of those ${v.niche} picks worth keeping on your radar.`,
        ],
      },
      informal: {
        intro: [
          (v) => `Been eyeing ${v.product} for a while? Here's the lowdown, nice and easy.`,
          (v) => `${v.product}? We'll tell you everything, no jargon, no filler.`,
        ],
        closing: [
          (v) => `That's it: if it fits, ${v.product} might be exactly what you wanted for ${v.niche}.`,
          (v) => `Like we said, take a look at ${v.product} — it goes a long way in ${v.niche}.`,
        ],
      },
      formal: {
        intro: [
          (v) => `This article provides a detailed assessment of ${v.product} in order to support an informed purchasing decision.`,
          (v) => `What follows is a careful review of ${v.product} and of the aspects worth considering before purchase.`,
        ],
        closing: [
          (v) => `In conclusion, ${v.product} is an alternative worth considering within the ${v.niche} category.`,
          (v) => `For the reasons above, ${v.product} deserves consideration by anyone looking for ${v.niche} products.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Technical review of ${v.product}: identification, specification sheet, evaluation criteria and pre-purchase checks.`,
          (v) => `This document describes ${v.product} from a technical standpoint and lists the parameters worth verifying.`,
        ],
        closing: [
          (v) => `Once the parameters above are verified, ${v.product} fits well into a ${v.niche} selection.`,
          (v) => `With the sheet and the checklist, ${v.product} is characterised for comparison within ${v.niche}.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} is part of our **${v.niche}** selection for the ${v.market} market. Below you will find its specification sheet, who it is for and a checklist to buy safely on ${v.domain}.`,
    summaryHeading: "Quick summary",
    summary: [
      (v) => `**Product:** ${v.product}`,
      (v) => `**Category:** ${v.niche}`,
      (v) => `**Where to buy:** ${v.domain}`,
      (v) => `**Best for:** anyone looking for a dependable ${v.niche} option`,
    ],
    whatIsHeading: (v) => `What is ${v.product}?`,
    whatIs: (v) =>
      `${v.product} is available on ${v.domain} with ASIN ${v.asin}. Within the ${v.niche} category it is a reference many buyers compare before deciding. Always check the seller's official description, since exact features can vary between versions and sellers.`,
    sheetHeading: "Specification sheet",
    sheet: { feature: "Feature", detail: "Detail", product: "Product", marketplace: "Marketplace", market: "Market", category: "Category", link: "Link", viewOnAmazon: "View on Amazon" },
    whoHeading: "Who is it for?",
    who: (v) => `Before buying, be clear about how you will use it. These pointers help you see whether ${v.product} is right for you.`,
    fitHeading: "A good fit if…",
    fit: [
      (v) => `You want a ${v.niche} product that is easy to get on ${v.domain}.`,
      () => "You value comparing verified reviews from other buyers.",
      () => "You want Amazon's convenient shipping and returns.",
    ],
    notFitHeading: "Maybe not for you if…",
    notFit: ["You need very specific features the seller does not confirm.", "You prefer to try the product in a physical store first."],
    checklistHeading: "Pre-purchase checklist",
    checklist: [
      "Compare the current price and deal history.",
      "Read the most recent verified reviews.",
      "Check dimensions, compatibility and what is in the box.",
      "Review the seller's warranty and return policy.",
    ],
    prosHeading: "Pros",
    consHeading: "Cons",
    faqHeading: "Frequently asked questions",
    whereHeading: (v) => `Where can I buy ${v.product}?`,
    where: (v) => `You can buy it on ${v.domain} through [this link](${v.link}), where you will see the current price and availability.`,
    priceHeading: "Does the price change often?",
    price: "Yes. Amazon prices change often, which is why we do not quote them here: always check the price at the time of purchase.",
    conclusionHeading: "Conclusion",
    cta: "Check price on Amazon",
    disclosure: "This article contains affiliate links: if you buy through them we may earn a commission at no extra cost to you.",
    metaDescription: (v) => `${v.product}: review, specs, who it is for and what to check before buying on ${v.domain}. A ${v.niche} guide.`,
    buyKeyword: (product) => `buy ${product}`,
    reviewKeyword: (product) => `${product} review`,
  },
  site: {
    taglines: [(v) => `The best ${v.name} picks, clearly explained`, (v) => `Your trusted ${v.name} guide`, (v) => `${v.name}: reviews, comparisons and deals`],
    description: (v) => `Guides, reviews and comparisons of ${v.name} for shoppers in the ${v.country} market, with direct links to ${v.domain}.`,
    keywords: (name) => [name, `best ${name}`, `${name} reviews`, `buy ${name}`, `${name} deals`],
    categories: ["Buying guides", "Reviews", "Comparisons", "Deals"],
    heroTitle: (v) => `Find the best ${v.name}`,
    cta: "See our picks",
    about: (v) =>
      `${v.name} is a specialist site that selects and reviews products available on ${v.domain}. Our goal is to help you buy better, with clear information and no small print.`,
    sections: (v) => [
      { id: "picks", title: "Our picks", body: `${v.name} products chosen for availability, ratings and value for money.` },
      { id: "how-we-choose", title: "How we choose", body: "We compare specs, verified reviews and return policies before recommending anything." },
      { id: "guides", title: "Buying guides", body: `Everything worth knowing before buying ${v.name}.` },
    ],
    faq: (v) => [
      { question: "Where are the products sold?", answer: `Every link goes to ${v.domain}.` },
      { question: "Do you charge for recommendations?", answer: "No. We may earn an affiliate commission at no extra cost to you." },
    ],
    disclosure: "As an Amazon Associate we earn from qualifying purchases.",
    page: {
      viewOnAmazon: "View on Amazon",
      market: "Market",
      tone: "Tone",
      template: "Template",
      featured: "Featured products",
      comingSoon: "Products are coming soon.",
      faq: "FAQ",
      generatedBy: "Preview generated by CMS Afiliados",
      fallbackProduct: "Product",
      home: "Home",
      contents: "Contents",
      notFoundTitle: "Page not found",
      notFoundBody: "The page you are looking for does not exist or is no longer published.",
      backHome: "Back to the home page",
      nextPage: "Next page",
      previousPage: "Previous page",
      pageOf: "Page {n}",
      notes: "Notes",
      insecureImage: "Image not shown",
    },
  },
};
