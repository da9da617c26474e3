// Every page is prerendered: the app is a static build that runs offline.
export const prerender = true;
export const trailingSlash = 'always';
