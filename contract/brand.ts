/** The brand's name and tagline, shared by the client's fallback copy and the server's page tags. */
export const BRAND_NAME = 'Chrome Nostalgia';
export const BRAND_TAGLINE = 'Limited-edition chrome sculptures of 80s & 90s youth culture';
