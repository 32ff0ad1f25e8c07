import { z } from 'zod';

/**
 * `POST /api/v1/interventions/furniture-images` with the installer headers and `{ urls }`: the
 * server's copies of furniture images of the link's purchase order, read on the app's own origin.
 * A supplier's image fetched by the phone itself comes without CORS: opaque to its service worker
 * (no status, no type, no size), counted megabytes over its real size in the phone's storage
 * quota, and told apart from an error page only by decoding it on the page. A copy is checked by
 * the server and stored by the phone as an ordinary answer.
 *
 * The answer is a stream of frames (image-copy-frames.ts), one per URL asked, in the order the
 * images arrive, so the phone stores and counts each one as it comes.
 */
export const imageCopiesPath = '/api/v1/interventions/furniture-images';
export const imageCopiesContentType = 'application/vnd.fitout.image-copies';

/** URLs per request: a few requests for a purchase order's images rather than one per image. */
export const imageCopiesMaxUrls = 100;

/** More than any furniture photo needs; a larger image is left for the phone to fetch itself. */
export const imageCopyMaxBytes = 10 * 1024 * 1024;

export const imageCopiesRequestSchema = z.object({
  urls: z
    .array(z.url({ protocol: /^https?$/ }).max(2048))
    .min(1)
    .max(imageCopiesMaxUrls),
});
export type ImageCopiesRequest = z.infer<typeof imageCopiesRequestSchema>;

/** What became of one URL: the frame's header, followed by `bytes` bytes of image when copied. */
export const imageCopyHeaderSchema = z.discriminatedUnion('outcome', [
  z.object({
    url: z.string(),
    outcome: z.literal('copied'),
    /** The image's type, checked against its first bytes where they tell (PNG, JPEG, WebP, SVG). */
    type: z.string().regex(/^image\/[\w.+-]+$/),
    bytes: z.number().int().nonnegative().max(imageCopyMaxBytes),
  }),
  /** Its host answered, with no image (a 404, an error or login page): nothing to store. */
  z.object({ url: z.string(), outcome: z.literal('not_image') }),
  /**
   * Not copied: not an image of this purchase order (changed since the phone's pull), a host the
   * server may not or could not reach, or too large. The phone asks the host itself.
   */
  z.object({ url: z.string(), outcome: z.literal('ask_host') }),
]);
export type ImageCopyHeader = z.infer<typeof imageCopyHeaderSchema>;
