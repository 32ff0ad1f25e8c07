import { PassThrough, type Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eachAtMost } from '../../src/domain/each-at-most';
import { imageCopyMaxBytes } from '../../src/domain/interventions/image-copies.schema';
import { encodeImageCopyFrame } from '../../src/domain/interventions/image-copy-frames';
import type { Db } from '../db/client';
import { furniture, purchaseOrderLines } from '../db/schema';
import { fetchBody, type FetchPageOptions } from '../integrations/product-page/fetch-page';
import { ProductPageError, type ProductPageFailure } from '../integrations/product-page/product-page-error';
import { sniffImageType } from '../storage/image-type';

/** Images read from their hosts at a time, for one request. */
const PARALLEL_COPIES = 6;
const COPY_TIMEOUT_MS = 20_000;
const imageAccept = 'image/avif,image/webp,image/*;q=0.9';

/** A host's failure, as the phone is told: no image to store, or one to ask the host for itself. */
const outcomeOfFailure: Record<ProductPageFailure, 'not_image' | 'ask_host'> = {
  not_found: 'not_image',
  no_product: 'not_image',
  too_large: 'ask_host',
  refused: 'ask_host',
  unreachable: 'ask_host',
};

/** Every image the furniture of the purchase order's lines shows: the only addresses copied for it. */
export async function purchaseOrderImages(db: Db, purchaseOrderId: string): Promise<Set<string>> {
  const rows = await db
    .select({ data: furniture.data })
    .from(purchaseOrderLines)
    .innerJoin(furniture, eq(furniture.id, purchaseOrderLines.furnitureId))
    .where(
      and(
        eq(purchaseOrderLines.projectId, purchaseOrderId),
        isNull(purchaseOrderLines.deletedAt),
        isNull(furniture.deletedAt),
      ),
    );
  return new Set(rows.flatMap((row) => row.data.images));
}

/** An SVG document: its start, past an XML declaration, comments and a doctype. */
function looksLikeSvg(body: Uint8Array): boolean {
  const head = new TextDecoder().decode(body.subarray(0, 1024)).trimStart();
  return /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

/**
 * The type to store the copy as, or null when the answer is not an image (a supplier's error or
 * login page answered 200): the type it claims must be an image, and its first bytes must agree
 * where they can be read (PNG, JPEG, WebP, SVG); another image type (GIF, AVIF) is taken at its word.
 */
export function imageTypeOf(contentType: string, body: Uint8Array): string | null {
  const claimed = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^image\/[\w.+-]+$/.test(claimed)) return null;
  const sniffed = sniffImageType(body);
  if (sniffed !== null) return sniffed;
  if (claimed === 'image/svg+xml') return looksLikeSvg(body) ? claimed : null;
  if (['image/png', 'image/jpeg', 'image/webp'].includes(claimed)) return null;
  return claimed;
}

export interface ImageCopyOptions {
  /** The image origins the config lists (IMAGE_ORIGINS): read even on a private address. */
  imageOrigins: readonly string[];
  /** Tests only, as for the pre-fill. */
  allowPrivateHosts: boolean;
}

async function copyFrame(
  url: string,
  options: ImageCopyOptions,
  log: FastifyBaseLogger,
): Promise<Uint8Array> {
  const fetchOptions: FetchPageOptions = {
    allowPrivateHosts: options.allowPrivateHosts,
    privateOrigins: options.imageOrigins,
    timeoutMs: COPY_TIMEOUT_MS,
    maxBytes: imageCopyMaxBytes,
  };
  try {
    const fetched = await fetchBody(url, fetchOptions, imageAccept);
    const type = imageTypeOf(fetched.contentType, fetched.body);
    if (type === null) {
      log.info({ url, contentType: fetched.contentType }, 'a furniture image is not an image');
      return encodeImageCopyFrame({ url, outcome: 'not_image' });
    }
    return encodeImageCopyFrame({ url, outcome: 'copied', type, bytes: fetched.body.length }, fetched.body);
  } catch (error) {
    if (!(error instanceof ProductPageError)) {
      log.warn({ url, err: error }, 'copying a furniture image failed');
      return encodeImageCopyFrame({ url, outcome: 'ask_host' });
    }
    log.info({ url, failure: error.failure, reason: error.message }, 'copying a furniture image failed');
    return encodeImageCopyFrame({ url, outcome: outcomeOfFailure[error.failure] });
  }
}

/**
 * The frames of `urls` (image-copy-frames.ts) in the order the images arrive: each image of the
 * purchase order (`shown`) read from its host, guarded as product pages are; any other address is
 * never fetched (the server reads nothing an installer names), and answered `ask_host`. Stops
 * reading hosts once the stream is destroyed.
 */
export function streamImageCopies(
  urls: readonly string[],
  shown: ReadonlySet<string>,
  options: ImageCopyOptions,
  log: FastifyBaseLogger,
): Readable {
  const stream = new PassThrough();
  void eachAtMost([...new Set(urls)], PARALLEL_COPIES, async (url) => {
    if (stream.destroyed) return;
    const frame = shown.has(url)
      ? await copyFrame(url, options, log)
      : encodeImageCopyFrame({ url, outcome: 'ask_host' });
    if (!stream.destroyed) stream.write(frame);
  }).then(() => stream.end());
  return stream;
}
