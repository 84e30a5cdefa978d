// Apart from the terms schemas: signing out clears the cookie without loading zod (issue 18).

/** The prompt cookie lasts one day (spec §9). */
export const TERMS_PROMPT_COOKIE = 'show_terms_prompt';
export const TERMS_PROMPT_COOKIE_DAYS = 1;
