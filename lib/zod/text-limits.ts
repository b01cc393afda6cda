// How long the texts a user types may be, shared by the request contracts and the browser forms.

/** Every entity's name: niches, products, templates, API clients and API keys. */
export const NAME_MAX_LENGTH = 150;

/** A niche's free description (a template's has its own, larger limit). */
export const NICHE_DESCRIPTION_MAX_LENGTH = 2000;
