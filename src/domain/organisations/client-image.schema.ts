import { z } from 'zod';

/** Pictures the office uploads for a client (logo, onboarding steps), after the browser resized them. */
export const clientImageMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const clientImageMaxBytes = 2 * 1024 * 1024;

/** The longest side of a logo and of an onboarding picture, in pixels, once resized. */
export const clientImageMaxSide = { logo: 256, onboarding: 1024 } as const;

export const clientImageParamsSchema = z.object({ clientId: z.uuid(), imageId: z.uuid() });
export const clientImageUploadParamsSchema = z.object({ clientId: z.uuid() });
export const clientImageUploadedSchema = z.object({ path: z.string() });

/** The path an image is read back at, and the one the client row stores. */
export function clientImagePath(clientId: string, imageId: string): string {
  return `/api/v1/client-images/${clientId}/${imageId}`;
}
