/** The prefixes of the API's own paths; everything else the server answers belongs to the web app. */
const API_PREFIXES = ['/api/', '/auth/', '/dev/', '/payments/'];

export const hasApiPrefix = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));
