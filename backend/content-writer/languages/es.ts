// Spanish texts of the template writer.
import type { WriterText } from "./writer-text";

export const es: WriterText = {
  article: {
    thisProduct: "este producto",
    notAvailable: "No disponible",
    titles: [
      (v) => `${v.product}: análisis y guía de compra`,
      (v) => `${v.product}: opinión, características y consejos`,
      (v) => `¿Merece la pena ${v.product}? Análisis completo`,
      (v) => `Guía de ${v.product}: todo lo que debes saber`,
    ],
    voices: {
      profesional: {
        intro: [
          (v) => `En este análisis revisamos ${v.product} con criterios objetivos para que decidas con datos y sin prisas.`,
          (v) => `Analizamos ${v.product} punto por punto: qué ofrece, a quién le conviene y qué conviene comprobar antes de comprarlo.`,
        ],
        closing: [
          (v) => `Si encaja con tus necesidades, ${v.product} es una opción sólida dentro de la categoría ${v.niche}.`,
          (v) => `Con la información de esta guía puedes valorar ${v.product} frente a otras alternativas de ${v.niche} con criterio.`,
        ],
      },
      casual: {
        intro: [
          (v) => `¿Estás pensando en hacerte con ${v.product}? Te contamos lo que necesitas saber, sin rodeos.`,
          (v) => `Vamos al grano: esto es lo que deberías saber de ${v.product} antes de darle al botón de comprar.`,
        ],
        closing: [
          (v) => `En resumen: si buscas algo práctico en ${v.niche}, ${v.product} merece un vistazo.`,
          (v) => `¿Nuestra opinión? ${v.product} es de esos productos de ${v.niche} que conviene tener en el radar.`,
        ],
      },
      informal: {
        intro: [
          (v) => `Oye, si llevas tiempo mirando ${v.product}, aquí tienes todo lo que te interesa, contado en plan fácil.`,
          (v) => `¿${v.product}? Te lo contamos todo, sin tecnicismos y sin paja.`,
        ],
        closing: [
          (v) => `Y ya está: si te encaja, ${v.product} puede ser justo lo que buscabas en ${v.niche}.`,
          (v) => `Lo dicho: échale un ojo a ${v.product}, que en ${v.niche} da bastante juego.`,
        ],
      },
      formal: {
        intro: [
          (v) => `El presente artículo ofrece una evaluación detallada de ${v.product}, con el fin de facilitar una decisión de compra informada.`,
          (v) => `A continuación se expone una revisión rigurosa de ${v.product} y de los aspectos que conviene considerar antes de su adquisición.`,
        ],
        closing: [
          (v) => `En conclusión, ${v.product} constituye una alternativa a considerar dentro de la categoría ${v.niche}.`,
          (v) => `Por todo lo expuesto, ${v.product} merece ser tenido en cuenta por quienes buscan productos de ${v.niche}.`,
        ],
      },
      técnico: {
        intro: [
          (v) => `Revisión técnica de ${v.product}: identificación, ficha, criterios de evaluación y puntos de verificación previos a la compra.`,
          (v) => `Este documento describe ${v.product} desde un punto de vista técnico y enumera los parámetros que conviene verificar.`,
        ],
        closing: [
          (v) => `Verificados los parámetros anteriores, ${v.product} puede integrarse sin problemas en una selección de ${v.niche}.`,
          (v) => `Con la ficha y la lista de verificación, ${v.product} queda caracterizado para su comparación dentro de ${v.niche}.`,
        ],
      },
    },
    lead: (v) =>
      `${v.product} forma parte de nuestra selección de **${v.niche}** en ${v.market}. En las siguientes secciones encontrarás su ficha, a quién le conviene y una lista de comprobación para comprar con seguridad en ${v.domain}.`,
    summaryHeading: "Resumen rápido",
    summary: [
      (v) => `**Producto:** ${v.product}`,
      (v) => `**Categoría:** ${v.niche}`,
      (v) => `**Dónde comprar:** ${v.domain}`,
      (v) => `**Ideal para:** quienes buscan una opción fiable dentro de ${v.niche}`,
    ],
    whatIsHeading: (v) => `¿Qué es ${v.product}?`,
    whatIs: (v) =>
      `${v.product} es un producto disponible en ${v.domain} con el identificador ASIN ${v.asin}. Dentro de la categoría ${v.niche}, destaca por ser una referencia que muchos compradores comparan antes de decidirse. Te recomendamos revisar siempre la descripción oficial del vendedor, porque las características concretas pueden variar entre versiones y vendedores.`,
    sheetHeading: "Ficha del producto",
    sheet: { feature: "Característica", detail: "Detalle", product: "Producto", marketplace: "Marketplace", market: "Mercado", category: "Categoría", link: "Enlace", viewOnAmazon: "Ver en Amazon" },
    whoHeading: "¿Para quién es?",
    who: (v) => `Antes de comprar conviene tener claro el uso que le vas a dar. Estas pautas te ayudarán a saber si ${v.product} encaja contigo.`,
    fitHeading: "Te encajará si…",
    fit: [
      (v) => `Buscas un producto de ${v.niche} con buena disponibilidad en ${v.domain}.`,
      () => "Valoras poder comparar opiniones verificadas de otros compradores.",
      () => "Quieres la comodidad del envío y las devoluciones de Amazon.",
    ],
    notFitHeading: "Quizá no sea para ti si…",
    notFit: [
      "Necesitas unas especificaciones muy concretas que el vendedor no confirma.",
      "Prefieres probar el producto en una tienda física antes de comprarlo.",
    ],
    checklistHeading: "Lista de comprobación antes de comprar",
    checklist: [
      "Compara el precio actual y el historial de ofertas.",
      "Lee las valoraciones verificadas más recientes.",
      "Comprueba medidas, compatibilidad y contenido de la caja.",
      "Revisa la garantía y la política de devoluciones del vendedor.",
    ],
    prosHeading: "Ventajas",
    consHeading: "Desventajas",
    faqHeading: "Preguntas frecuentes",
    whereHeading: (v) => `¿Dónde puedo comprar ${v.product}?`,
    where: (v) => `Puedes comprarlo en ${v.domain} a través de [este enlace](${v.link}), donde verás el precio y la disponibilidad actualizados.`,
    priceHeading: "¿El precio cambia a menudo?",
    price: "Sí. Los precios en Amazon varían con frecuencia, por eso no los indicamos aquí: consulta siempre el precio en el momento de la compra.",
    conclusionHeading: "Conclusión",
    cta: "Ver precio en Amazon",
    disclosure: "Este artículo contiene enlaces de afiliado: si compras a través de ellos podemos recibir una comisión, sin coste adicional para ti.",
    metaDescription: (v) => `${v.product}: análisis, ficha, para quién es y qué comprobar antes de comprar en ${v.domain}. Guía de ${v.niche}.`,
    buyKeyword: (product) => `comprar ${product}`,
    reviewKeyword: (product) => `${product} opiniones`,
  },
  site: {
    taglines: [
      (v) => `Las mejores selecciones de ${v.name}, explicadas con claridad`,
      (v) => `Tu guía de confianza sobre ${v.name}`,
      (v) => `${v.name}: análisis, comparativas y ofertas`,
    ],
    description: (v) => `Guías, análisis y comparativas de ${v.name} para compradores de ${v.country}, con enlaces directos a ${v.domain}.`,
    keywords: (name) => [name, `mejores ${name}`, `${name} opiniones`, `comprar ${name}`, `ofertas ${name}`],
    categories: ["Guías de compra", "Análisis", "Comparativas", "Ofertas"],
    heroTitle: (v) => `Encuentra el mejor producto de ${v.name}`,
    cta: "Ver selección",
    about: (v) =>
      `${v.name} es un sitio especializado que selecciona y analiza productos disponibles en ${v.domain}. Nuestro objetivo es ayudarte a comprar mejor, con información clara y sin letra pequeña.`,
    sections: (v) => [
      { id: "seleccion", title: "Nuestra selección", body: `Productos de ${v.name} elegidos por su disponibilidad, valoraciones y relación calidad-precio.` },
      { id: "como-elegimos", title: "Cómo elegimos", body: "Comparamos fichas, opiniones verificadas y políticas de devolución antes de recomendar nada." },
      { id: "guias", title: "Guías de compra", body: `Todo lo que conviene saber antes de comprar productos de ${v.name}.` },
    ],
    faq: (v) => [
      { question: "¿Dónde se compran los productos?", answer: `Todos los enlaces llevan a ${v.domain}.` },
      { question: "¿Cobráis algo por las recomendaciones?", answer: "No. Podemos recibir una comisión de afiliado sin coste adicional para ti." },
    ],
    disclosure: "Como afiliado de Amazon, obtenemos ingresos por las compras adscritas que cumplen los requisitos aplicables.",
    page: {
      viewOnAmazon: "Ver en Amazon",
      market: "Mercado",
      tone: "Tono",
      template: "Plantilla",
      featured: "Productos destacados",
      comingSoon: "Pronto añadiremos productos a esta selección.",
      faq: "Preguntas frecuentes",
      generatedBy: "Vista previa generada por CMS Afiliados",
      fallbackProduct: "Producto",
      home: "Inicio",
      contents: "Contenido",
      notFoundTitle: "Página no encontrada",
      notFoundBody: "La página que buscas no existe o ya no está publicada.",
      backHome: "Volver al inicio",
      nextPage: "Página siguiente",
      previousPage: "Página anterior",
      pageOf: "Página {n}",
      notes: "Notas",
      insecureImage: "Imagen no mostrada",
    },
  },
};
