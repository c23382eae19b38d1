/** The map's tile address: where the shopper's browser sends tile requests (issue 28: never decided by body markup). */
import { readPageConfigElement } from '../../src/page-config';
import { isPlainObject } from '../../src/lib/page-globals';
import { warnOnce } from '../../src/lib/report';
import { safeUrl, sameOriginUrl } from '../../src/lib/url';

/** A template's address with its placeholders filled, for checking where its requests go. */
const tileProbe = (template: string) => template.replace(/\{[a-z]\}/g, '0');

/**
 * The tile layer's address template. Tiles are requests from the shopper's browser (their address, the place they
 * look at) to the tile host, so the host is never decided by markup in the body: a marker's `data-tiles` may name
 * this shop's own origin, or repeat the page configuration's `mapTiles` (in <head>, written by the theme: any
 * http(s) host); anything else is one warning and `mapTiles` (or no tile layer) is used.
 */
export function tileTemplate(fromMarker: string | undefined, raw: unknown = readPageConfigElement()): string | undefined {
  const given = isPlainObject(raw) ? raw.mapTiles : undefined;
  const configured = typeof given == 'string' && given.includes('{z}') && safeUrl(tileProbe(given)) ? given : undefined;
  if (given !== undefined && !configured)
    warnOnce('map:config-tiles', `storefront: map: the page configuration's mapTiles must be an http(s) address with {z}, {x} and {y}; ignored.`);
  if (!fromMarker || fromMarker === configured) return configured;
  if (sameOriginUrl(tileProbe(fromMarker))) return fromMarker;
  warnOnce(
    'map:tiles',
    `storefront: map: the tile address ${fromMarker} is neither on this shop's origin nor the page configuration's mapTiles; ${configured ? 'mapTiles is used' : 'the map shows no tiles'}.`,
  );
  return configured;
}
