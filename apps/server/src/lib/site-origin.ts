import type { FastifyRequest } from 'fastify';

/** The site's address as the member's browser sees it: PUBLIC_URL, else the request's host. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
