/** DESIGN.md API conventions: HEAD on a list path answers the total in x-size; documented in OpenAPI too. */
export const countRoute = {
  config: { swagger: { exposeHeadRoute: true } },
  description: 'Answers the total in the x-size header, with the same filters as GET (page and size are ignored).',
} as const;
