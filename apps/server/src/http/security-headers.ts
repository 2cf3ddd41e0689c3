import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser hardening on every answer: a content security policy that allows only the app's own
 * scripts, HSTS, nosniff, no framing and no referrer. Mantine and the map style elements inline;
 * previews and downloads are blob: URLs; map tiles come from the configured tile server.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  tileUrl: string | null,
): Promise<void> {
  const tiles = tileOrigin(tileUrl);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** The tile server's origin for img-src; a {s} subdomain placeholder becomes a wildcard. */
export function tileOrigin(tileUrl: string | null): string | null {
  if (!tileUrl) return null;
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl.trim());
  if (!match?.[1]) return null;
  return match[1].replace(/\{[^}]*\}/g, '*');
}
