// How long the texts a user types may be, shared by the request contracts and the browser forms.

/** The name of a niche, a product or a template. */
export const NAME_MAX_LENGTH = 150;

/**
 * The name of an API client or an API key: they are named after their niche ("Nicho {name} - Client"),
 * so they hold a whole niche name and a few words more.
 */
export const CREDENTIAL_NAME_MAX_LENGTH = 200;

/** A niche's free description. */
export const NICHE_DESCRIPTION_MAX_LENGTH = 2000;

/** A web template's description. */
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 2000;
