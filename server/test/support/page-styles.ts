import type { FastifyInstance } from 'fastify';

/** The addresses of the style sheets a page links, in order. */
export const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((match) => match[1] as string);

/** The text of every sheet the page links, in order, as a browser fetches them. */
export async function stylesOf(app: FastifyInstance, html: string): Promise<string> {
  const sheets = await Promise.all(
    stylesheetsOf(html).map(async (url) => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response.body;
    }),
  );
  return sheets.join('');
}
