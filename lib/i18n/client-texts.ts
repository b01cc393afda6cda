// Texts shown by code that runs outside React (the HTTP client, the automation reducer), where
// useTranslations is not available. They live in messages/es.json like every text; the root layout
// reads them on the server and hands them over with <ClientTexts>, because importing the JSON here
// would ship the whole catalogue in every page's script (bundlers keep all of a JSON module).

export interface ClientTexts {
  networkError: string;
  unexpectedResponse: string;
  automationErrors: {
    websiteContent: string;
    finalConfig: string;
    website: string;
    niche: string;
    automation: string;
  };
}

let current: ClientTexts | null = null;

export function setClientTexts(texts: ClientTexts): void {
  current = texts;
}

/** The texts handed over by the layout; null before that (e.g. a unit test that did not set them). */
export function clientTexts(): ClientTexts | null {
  return current;
}
